// Demo notices in every locale. Bodies are plain text; a blank line separates paragraphs.
import type { PostData } from '../builders/post';

export const NOTICES: PostData[] = [
  {
    kind: 'NOTICE',
    slug: 'new-website-open',
    pinned: true,
    publishedAt: new Date('2026-11-02T02:00:00Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '全新官方網站正式上線',
        summary: '線上送件、訂單追蹤與鑑定查詢，現在都能在新網站完成。',
        body: '感謝各位收藏家長久以來的支持！全新的官方網站今天正式上線。\n\n登入會員後即可線上送件、上傳卡片照片、選擇寄送方式並完成付款，也能隨時在「我的頁面」查看每筆訂單的處理進度。\n\n鑑定卡的 7 位數序號可在「鑑定查詢」頁面查詢，收藏相簿功能也將陸續開放。若使用上有任何問題，歡迎透過右下角的聯絡按鈕與我們聯繫。',
      },
      {
        locale: 'en',
        title: 'Our new website is live',
        summary: 'Submit cards, follow your orders and look up certificates online.',
        body: 'Thank you to every collector for your support! Our new website opens today.\n\nSigned-in members can submit cards online, upload card photos, choose a shipping method and pay, and follow the progress of every order under My Page.\n\nLook up any graded card by its 7-digit serial on the Certification page; collection albums are coming soon. If anything does not work as expected, reach us through the contact button at the bottom right.',
      },
      {
        locale: 'ko',
        title: '새 공식 웹사이트를 오픈했습니다',
        summary: '온라인 접수, 주문 조회, 인증 조회를 새 웹사이트에서 이용하세요.',
        body: '그동안 보내주신 성원에 감사드립니다. 오늘 새 공식 웹사이트를 오픈했습니다.\n\n로그인한 회원은 온라인으로 카드를 접수하고, 카드 사진을 올리고, 배송 방법을 고른 뒤 결제까지 마칠 수 있습니다. 주문별 진행 상황은 마이페이지에서 언제든지 확인할 수 있습니다.\n\n감정 카드는 인증 조회 페이지에서 7자리 일련번호로 조회할 수 있으며, 컬렉션 앨범 기능도 곧 공개됩니다. 이용 중 문제가 있으면 오른쪽 아래의 문의 버튼으로 연락해 주세요.',
      },
    ],
  },
  {
    kind: 'NOTICE',
    slug: 'grading-prices-2026',
    publishedAt: new Date('2026-11-10T02:00:00Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '2026 年鑑定服務價格公告',
        summary: '一般件 NT$650、快速件 NT$900、大量送件 NT$470、卡盒更換 NT$250。',
        body: '自 2026 年 11 月起，台灣地區的鑑定服務價格如下：一般件每張 NT$650（約 15 個工作天）、快速件每張 NT$900（約 5 個工作天）、大量送件每張 NT$470（40 張起，最長 30 個工作天）、卡盒更換每張 NT$250（約 10 個工作天）。\n\n簽名卡鑑定每張另加 NT$100，快速送件每張另加 NT$50。會員折扣適用於服務費，大量送件不適用。\n\n詳細價格與運費請參考「鑑定價格」頁面。',
      },
      {
        locale: 'en',
        title: 'Grading prices for 2026',
        summary: 'Regular NT$650, express NT$900, bulk NT$470 and reholder NT$250 per card.',
        body: 'From November 2026 our prices in Taiwan are: regular NT$650 per card (about 15 business days), express NT$900 (about 5 business days), bulk NT$470 (from 40 cards, up to 30 business days) and reholder NT$250 (about 10 business days).\n\nAutograph grading adds NT$100 per card and quick submission adds NT$50 per card. Member discounts apply to the service fee, except on bulk orders.\n\nSee the Pricing page for every price and the shipping costs.',
      },
      {
        locale: 'ko',
        title: '2026년 감정 서비스 요금 안내',
        summary: '일반 NT$650, 익스프레스 NT$900, 대량 NT$470, 리홀더 NT$250 (카드 1장 기준).',
        body: '2026년 11월부터 대만 지역 감정 요금은 다음과 같습니다. 일반 장당 NT$650(약 15영업일), 익스프레스 장당 NT$900(약 5영업일), 대량 장당 NT$470(40장 이상, 최대 30영업일), 리홀더 장당 NT$250(약 10영업일).\n\n사인 카드 감정은 장당 NT$100, 간편 접수는 장당 NT$50이 추가됩니다. 회원 할인은 서비스 요금에 적용되며 대량 접수에는 적용되지 않습니다.\n\n자세한 요금과 배송비는 요금 안내 페이지를 확인해 주세요.',
      },
    ],
  },
  {
    kind: 'NOTICE',
    slug: 'year-end-holidays-2026',
    publishedAt: new Date('2026-11-18T02:00:00Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '年末年初作業時間調整',
        summary: '12 月 31 日至 1 月 2 日暫停收件與出貨。',
        body: '2026 年 12 月 31 日（四）至 2027 年 1 月 2 日（六）期間，鑑定中心暫停收件、鑑定與出貨作業，1 月 4 日（一）起恢復正常。\n\n假期間仍可線上送件與付款，訂單將於恢復作業後依序處理。預計完成日期將自動順延，請以訂單頁面顯示的日期為準。\n\n農曆春節期間的作業安排將另行公告。',
      },
      {
        locale: 'en',
        title: 'Year-end holiday schedule',
        summary: 'No receiving or shipping from 31 December to 2 January.',
        body: 'From Thursday 31 December 2026 to Saturday 2 January 2027 our grading center does not receive, grade or ship cards. Normal work resumes on Monday 4 January.\n\nYou can still submit and pay online during the break; orders are processed in turn when we reopen. Estimated completion dates move accordingly, so please rely on the date shown on your order page.\n\nThe schedule for Lunar New Year will be announced separately.',
      },
      {
        locale: 'ko',
        title: '연말연시 운영 일정 안내',
        summary: '12월 31일부터 1월 2일까지 입고와 출고를 쉽니다.',
        body: '2026년 12월 31일(목)부터 2027년 1월 2일(토)까지 감정 센터의 입고, 감정, 출고 업무를 쉽니다. 1월 4일(월)부터 정상 운영합니다.\n\n휴무 기간에도 온라인 접수와 결제는 가능하며, 주문은 업무 재개 후 순서대로 처리됩니다. 예상 완료일은 자동으로 조정되니 주문 페이지에 표시된 날짜를 확인해 주세요.\n\n설 연휴 운영 일정은 별도로 안내하겠습니다.',
      },
    ],
  },
  {
    kind: 'NOTICE',
    slug: 'label-security-features',
    publishedAt: new Date('2026-11-21T02:00:00Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '鑑定標籤防偽說明',
        summary: '序號、雷射標籤、QR 碼與隱形螢光印刷，四重防偽保護您的收藏。',
        body: '市面上出現仿冒鑑定卡的情況，提醒各位收藏家購買鑑定卡時務必確認標籤的防偽特徵。\n\n每張標籤皆印有唯一的 7 位數序號、雷射標籤與 QR 碼，並以隱形螢光油墨印刷，在紫外光下才會顯現。掃描 QR 碼或在「鑑定查詢」頁輸入序號，即可核對卡片資訊與分數。\n\n若查詢結果與實體卡片不符，請勿交易，並與我們聯繫。',
      },
      {
        locale: 'en',
        title: 'How to recognise a genuine label',
        summary: 'Serial number, hologram, QR code and invisible fluorescent print protect your collection.',
        body: 'Counterfeit graded cards have appeared on the market. Before buying a graded card, please check the security features of its label.\n\nEvery label carries a unique 7-digit serial number, a hologram and a QR code, and is printed with invisible fluorescent ink that shows only under ultraviolet light. Scan the QR code or enter the serial on the Certification page to compare the card details and grade.\n\nIf the result does not match the card in front of you, do not complete the trade and contact us.',
      },
      {
        locale: 'ko',
        title: '감정 라벨 위조 방지 안내',
        summary: '일련번호, 홀로그램, QR 코드, 보이지 않는 형광 인쇄로 컬렉션을 보호합니다.',
        body: '최근 위조 감정 카드가 유통되고 있습니다. 감정 카드를 구매하기 전에 라벨의 위조 방지 요소를 꼭 확인해 주세요.\n\n모든 라벨에는 고유한 7자리 일련번호, 홀로그램, QR 코드가 있으며, 자외선 아래에서만 보이는 형광 잉크로 인쇄됩니다. QR 코드를 스캔하거나 인증 조회 페이지에 일련번호를 입력해 카드 정보와 등급을 대조해 보세요.\n\n조회 결과가 실물 카드와 다르면 거래하지 마시고 저희에게 연락해 주세요.',
      },
    ],
  },
];
