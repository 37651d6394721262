// Frequently asked questions by topic, in every locale. Answers restate the rules of docs/product (orders.md,
// order-lifecycle.md, grading.md, pricing.md, payments.md, accounts.md), so change them together with the rules.
import type { FAQ_TOPICS } from '@/lib/shared/content';
import type { FaqData } from '../builders/faq';

type Entry = { topic: (typeof FAQ_TOPICS)[number]; zh: [string, string]; en: [string, string]; ko: [string, string] };

const ENTRIES: Entry[] = [
  {
    topic: 'submission',
    zh: [
      '哪些卡片可以送鑑定？',
      '我們受理標準尺寸（2.5 × 3.5 英吋）、厚度不超過 160pt（4mm）、1999 年以後印製的卡片。寶可夢卡不限年份，只要是官方發行的卡片皆可送鑑定。',
    ],
    en: [
      'Which cards can I submit?',
      'We accept standard-size cards (2.5 × 3.5 inches), up to 160pt (4 mm) thick, printed in 1999 or later. Pokémon cards of any official year are accepted.',
    ],
    ko: [
      '어떤 카드를 감정받을 수 있나요?',
      '표준 규격(2.5 × 3.5인치), 두께 160pt(4mm) 이하, 1999년 이후 인쇄된 카드를 접수합니다. 포켓몬 카드는 공식 발매 카드라면 연도와 관계없이 접수할 수 있습니다.',
    ],
  },
  {
    topic: 'submission',
    zh: ['一次申請最多可以送幾張卡？', '每筆申請最多 1,000 張卡片。請上傳 1 至 100 張照片，每張照片最多拍 6 張卡片，並確認照片中的卡片與申請內容一致。'],
    en: [
      'How many cards can one submission hold?',
      'Up to 1,000 cards per submission. Upload between 1 and 100 photos, with at most 6 cards in each photo, and confirm that the cards in the photos match your order.',
    ],
    ko: [
      '한 번에 몇 장까지 신청할 수 있나요?',
      '신청 한 건당 최대 1,000장입니다. 사진은 1~100장까지 올릴 수 있고, 사진 한 장에는 카드를 최대 6장까지 담아 주세요. 사진 속 카드가 신청 내용과 일치하는지도 확인해 주세요.',
    ],
  },
  {
    topic: 'submission',
    zh: [
      '一般送件與快速送件有什麼不同？',
      '快速送件只需填寫簡單資料，一律以快速件（約 5 個工作天）處理，每張卡另加快速送件費用，且無法設定最低分數。一般送件可選擇一般件、快速件或大量送件，並可設定最低分數。',
    ],
    en: [
      'What is the difference between general and quick submission?',
      'Quick submission asks for fewer details and is always handled as express (about 5 business days), with a small extra fee per card; a minimum grade cannot be set. General submission lets you choose regular, express or bulk service and set a minimum grade.',
    ],
    ko: [
      '일반 접수와 간편 접수는 무엇이 다른가요?',
      '간편 접수는 입력 항목이 적고 항상 익스프레스(약 5영업일)로 처리되며, 카드당 간편 접수 추가 요금이 있습니다. 최소 등급은 설정할 수 없습니다. 일반 접수에서는 일반·익스프레스·대량 서비스를 고르고 최소 등급을 설정할 수 있습니다.',
    ],
  },
  {
    topic: 'shipping',
    zh: [
      '要怎麼把卡片寄給你們？',
      '下單時可選擇自行寄送、合作物流到府收件、快遞或親自送件。自行寄送請使用有追蹤號碼的方式，並在訂單頁面輸入物流公司與追蹤號碼。',
    ],
    en: [
      'How do I send my cards to you?',
      'When ordering, choose self shipping, pickup by our courier partner, quick courier, or drop-off in person. If you ship yourself, use a tracked service and enter the courier and tracking number on your order page.',
    ],
    ko: [
      '카드는 어떻게 보내나요?',
      '주문할 때 직접 발송, 제휴 택배 방문 수거, 퀵 배송, 방문 접수 중에서 고를 수 있습니다. 직접 발송하실 때는 추적이 가능한 방법을 이용하고, 주문 페이지에 택배사와 송장 번호를 입력해 주세요.',
    ],
  },
  {
    topic: 'shipping',
    zh: ['寄出後還能取消訂單嗎？', '卡片一旦寄出（已輸入追蹤號碼），訂單就無法取消。如果您已經寄出卡片，請先輸入追蹤號碼；申請退款也需要追蹤號碼。'],
    en: [
      'Can I cancel after shipping my cards?',
      'Once your cards are shipped (a tracking number has been entered) the order can no longer be cancelled. If you have already sent the cards, enter the tracking number first; a refund also requires a tracking number.',
    ],
    ko: [
      '카드를 보낸 뒤에도 주문을 취소할 수 있나요?',
      '카드를 발송해 송장 번호가 입력되면 주문을 취소할 수 없습니다. 이미 카드를 보내셨다면 먼저 송장 번호를 입력해 주세요. 환불을 받을 때에도 송장 번호가 필요합니다.',
    ],
  },
  {
    topic: 'shipping',
    zh: ['可以變更回寄地址嗎？', '在鑑定完成之前都可以於訂單詳細頁面變更回寄地址。鑑定完成並準備出貨後，地址就無法再變更。'],
    en: [
      'Can I change the return address?',
      'You can change the return address on the order detail page until grading is complete. Once the cards are graded and being prepared for shipping, the address can no longer be changed.',
    ],
    ko: [
      '반송 주소를 바꿀 수 있나요?',
      '감정이 끝나기 전까지는 주문 상세 페이지에서 반송 주소를 변경할 수 있습니다. 감정이 완료되어 출고 준비에 들어가면 주소를 바꿀 수 없습니다.',
    ],
  },
  {
    topic: 'grading',
    zh: [
      '分數是怎麼評定的？',
      '我們依表面、邊緣、四角與置中四個項目評分，總分為 1 到 10 分（10、9、8.5、8、7.5、7、6、5、4、3、2、1）。置中標準例如 10 分為 55:45 至 60:40。',
    ],
    en: [
      'How are grades decided?',
      'We score surface, edges, corners and centering, and give a final grade from 1 to 10 (10, 9, 8.5, 8, 7.5, 7, 6, 5, 4, 3, 2, 1). For example, a 10 needs centering between 55:45 and 60:40.',
    ],
    ko: [
      '등급은 어떻게 정해지나요?',
      '표면, 모서리(엣지), 코너, 센터링 네 항목을 평가해 1~10등급(10, 9, 8.5, 8, 7.5, 7, 6, 5, 4, 3, 2, 1)을 부여합니다. 예를 들어 10등급은 센터링이 55:45에서 60:40 사이여야 합니다.',
    ],
  },
  {
    topic: 'grading',
    zh: ['「A」標記代表什麼？', '如果您設定了最低分數而卡片未達到該分數，卡片會獲得「A」（Authentic，真品）標記，表示卡片為真品但不標示分數。'],
    en: [
      'What does the "A" mark mean?',
      'If you set a minimum grade and the card does not reach it, the card receives an "A" (authentic) mark: it is confirmed genuine, but no numeric grade is shown.',
    ],
    ko: [
      '"A" 표기는 무슨 뜻인가요?',
      '최소 등급을 설정했는데 카드가 그 등급에 미치지 못하면 "A"(Authentic, 정품) 표기를 받습니다. 정품임은 확인되지만 숫자 등급은 표시되지 않습니다.',
    ],
  },
  {
    topic: 'grading',
    zh: [
      '鑑定需要多久？',
      '一般件約 15 個工作天、快速件約 5 個工作天、卡盒更換約 10 個工作天，大量送件（40 張起）最長 30 個工作天。台灣訂單自收件後約 20 個工作天內完成。',
    ],
    en: [
      'How long does grading take?',
      'Regular takes about 15 business days, express about 5 and reholdering about 10; bulk orders (from 40 cards) take up to 30 business days. Orders from Taiwan are completed within about 20 business days after pickup.',
    ],
    ko: [
      '감정에는 얼마나 걸리나요?',
      '일반은 약 15영업일, 익스프레스는 약 5영업일, 리홀더(케이스 교체)는 약 10영업일이 걸리며, 대량 접수(40장 이상)는 최대 30영업일이 걸립니다. 대만 주문은 수거 후 약 20영업일 이내에 완료됩니다.',
    ],
  },
  {
    topic: 'grading',
    zh: ['如何確認鑑定卡是真的？', '每張鑑定卡的標籤都有唯一的 7 位數序號、雷射標籤、QR 碼與隱形螢光印刷。在「鑑定查詢」頁輸入 7 位數序號即可查看鑑定結果。'],
    en: [
      'How can I check that a graded card is genuine?',
      'Every label carries a unique 7-digit serial number, a hologram, a QR code and invisible fluorescent print. Enter the 7-digit serial on the Certification page to see the grading result.',
    ],
    ko: [
      '감정 카드가 진짜인지 어떻게 확인하나요?',
      '모든 라벨에는 고유한 7자리 일련번호, 홀로그램, QR 코드, 보이지 않는 형광 인쇄가 들어 있습니다. 인증 조회 페이지에 7자리 일련번호를 입력하면 감정 결과를 볼 수 있습니다.',
    ],
  },
  {
    topic: 'payment',
    zh: ['可以使用哪些付款方式？會員折扣怎麼計算？', '可使用信用卡或虛擬帳號轉帳（請在期限內完成匯款）。會員折扣適用於鑑定服務費，大量送件不適用折扣。'],
    en: [
      'How can I pay, and how does the member discount work?',
      'Pay by credit card or by transfer to a virtual account (before its deadline). Your membership discount applies to the grading service fee; it does not apply to bulk orders.',
    ],
    ko: [
      '결제 방법과 회원 할인은 어떻게 되나요?',
      '신용카드 또는 가상계좌 이체(입금 기한 내)로 결제할 수 있습니다. 회원 할인은 감정 서비스 요금에 적용되며, 대량 접수에는 적용되지 않습니다.',
    ],
  },
  {
    topic: 'payment',
    zh: ['退款需要多久？', '若超過付款期限，訂單會自動取消。已付款的訂單取消或退款後，款項將於 3 至 5 個工作天內退回。'],
    en: [
      'How long does a refund take?',
      'An order not paid by its deadline is cancelled automatically. When a paid order is cancelled or refunded, the money is returned within 3 to 5 business days.',
    ],
    ko: ['환불은 얼마나 걸리나요?', '입금 기한이 지나면 주문은 자동으로 취소됩니다. 결제한 주문을 취소하거나 환불받으면 3~5영업일 이내에 돌려드립니다.'],
  },
  {
    topic: 'account',
    zh: ['為什麼我的帳號變成休眠狀態？', '帳號連續一年未登入會轉為休眠。登入後在休眠頁面按下「啟用」按鈕即可立即恢復使用。'],
    en: [
      'Why is my account dormant?',
      'An account becomes dormant after one year without a login. Sign in and press ACTIVATE on the dormancy page to use it again right away.',
    ],
    ko: [
      '왜 계정이 휴면 상태가 되었나요?',
      '1년 동안 로그인하지 않으면 계정이 휴면 상태로 전환됩니다. 로그인한 뒤 휴면 안내 페이지에서 "활성화" 버튼을 누르면 바로 다시 이용할 수 있습니다.',
    ],
  },
];

export const FAQ_ENTRIES: FaqData[] = ENTRIES.map((entry, index) => ({
  topic: entry.topic,
  sortOrder: (index + 1) * 10,
  translations: [
    { locale: 'zh-TW', question: entry.zh[0], answer: entry.zh[1] },
    { locale: 'en', question: entry.en[0], answer: entry.en[1] },
    { locale: 'ko', question: entry.ko[0], answer: entry.ko[1] },
  ],
}));
