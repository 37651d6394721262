// Demo events in every locale, with their periods. Bodies are plain text; a blank line separates paragraphs.
import type { PostData } from '../builders/post';

export const EVENTS: PostData[] = [
  {
    kind: 'EVENT',
    slug: 'busan-collectors-meetup-2026',
    publishedAt: new Date('2026-10-28T02:00:00Z'),
    startsAt: new Date('2026-11-14T01:00:00Z'),
    endsAt: new Date('2026-11-15T09:00:00Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '釜山收藏家交流會',
        summary: '11 月 14 日至 15 日在釜山卡牌實驗室舉辦，現場受理送件與卡盒更換。',
        body: '我們將與合作店家「釜山卡牌實驗室」一同舉辦收藏家交流會，現場展示鑑定流程並解答送件相關問題。\n\n活動期間可於現場直接送件，並免收自行寄送的運費。已鑑定卡片的卡盒更換也可當場受理。\n\n名額有限，請提早到場。',
      },
      {
        locale: 'en',
        title: 'Busan collectors meetup',
        summary: '14–15 November at Busan Card Lab, with on-site submissions and reholdering.',
        body: 'Together with our partner shop Busan Card Lab we are holding a meetup for collectors, with a walk-through of the grading process and answers to your submission questions.\n\nDuring the event you can hand in cards on site and save the shipping cost. Reholdering of already graded cards is also accepted on the spot.\n\nPlaces are limited, so please come early.',
      },
      {
        locale: 'ko',
        title: '부산 컬렉터 밋업',
        summary: '11월 14~15일 부산 카드랩에서 현장 접수와 리홀더 접수를 진행합니다.',
        body: '제휴 매장인 부산 카드랩과 함께 컬렉터 밋업을 엽니다. 감정 과정을 직접 보여 드리고 접수에 관한 질문에 답해 드립니다.\n\n행사 기간에는 현장에서 바로 카드를 접수할 수 있어 배송비를 아낄 수 있습니다. 이미 감정된 카드의 리홀더 접수도 현장에서 받습니다.\n\n자리가 한정되어 있으니 일찍 방문해 주세요.',
      },
    ],
  },
  {
    kind: 'EVENT',
    slug: 'year-end-album-contest-2026',
    publishedAt: new Date('2026-11-16T02:00:00Z'),
    startsAt: new Date('2026-11-16T00:00:00Z'),
    endsAt: new Date('2026-12-31T15:59:59Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '年末收藏相簿大賽',
        summary: '公開您的收藏相簿，按讚數最多的前三名可獲得鑑定優惠券。',
        body: '活動期間，將至少一張鑑定卡加入收藏相簿並設為公開，就能參加年末收藏相簿大賽。\n\n活動結束時，按讚數最多的前三本相簿將各獲得 10 張一般件鑑定優惠券，第四至第十名可獲得 3 張。\n\n得獎名單將於 2027 年 1 月 8 日在公告欄公布。每位會員以一本參賽相簿計算。',
      },
      {
        locale: 'en',
        title: 'Year-end album contest',
        summary: 'Make your collection album public; the three most-liked albums win grading vouchers.',
        body: 'During the event, add at least one graded card to a collection album and make it public to enter the year-end album contest.\n\nWhen the contest closes, the three albums with the most likes each win vouchers for 10 regular gradings; places four to ten win 3 each.\n\nWinners will be announced in Notices on 8 January 2027. One entry per member counts.',
      },
      {
        locale: 'ko',
        title: '연말 컬렉션 앨범 콘테스트',
        summary: '컬렉션 앨범을 공개하세요. 좋아요를 가장 많이 받은 세 앨범에 감정 쿠폰을 드립니다.',
        body: '행사 기간 동안 감정 카드를 한 장 이상 컬렉션 앨범에 담아 공개로 설정하면 연말 앨범 콘테스트에 참여할 수 있습니다.\n\n행사가 끝나면 좋아요를 가장 많이 받은 상위 세 앨범에 일반 감정 쿠폰 10장씩, 4위부터 10위까지는 3장씩 드립니다.\n\n당첨자는 2027년 1월 8일 공지사항에서 발표합니다. 회원 한 명당 앨범 하나만 참가로 인정됩니다.',
      },
    ],
  },
  {
    kind: 'EVENT',
    slug: 'taipei-card-show-2026',
    publishedAt: new Date('2026-11-20T02:00:00Z'),
    startsAt: new Date('2026-12-05T02:00:00Z'),
    endsAt: new Date('2026-12-06T10:00:00Z'),
    translations: [
      {
        locale: 'zh-TW',
        title: '台北卡牌展現場送件',
        summary: '12 月 5 日至 6 日，在台北卡牌展攤位直接送件並諮詢鑑定專員。',
        body: '我們將參加 12 月 5 日至 6 日舉辦的台北卡牌展，在攤位提供現場送件與鑑定諮詢服務。\n\n請先在網站上完成線上送件並選擇「親自送件」，到攤位出示訂單編號即可快速交件。現場也會展示標籤的防偽特徵與鑑定樣品。\n\n展場位置與攤位編號將於活動前一週公告。',
      },
      {
        locale: 'en',
        title: 'On-site submissions at the Taipei Card Show',
        summary: '5–6 December: hand in your cards and talk to our graders at our booth.',
        body: 'We will be at the Taipei Card Show on 5–6 December, with on-site submissions and grading advice at our booth.\n\nSubmit online first and choose drop-off in person as the shipping method, then show your order number at the booth for a quick hand-in. We will also show the label security features and graded samples.\n\nThe venue and booth number will be announced one week before the show.',
      },
      {
        locale: 'ko',
        title: '타이베이 카드 쇼 현장 접수',
        summary: '12월 5~6일 부스에서 카드를 접수하고 감정사와 상담하세요.',
        body: '12월 5~6일에 열리는 타이베이 카드 쇼에 참가해 부스에서 현장 접수와 감정 상담을 진행합니다.\n\n먼저 웹사이트에서 온라인 접수를 마치고 배송 방법으로 방문 접수를 고른 뒤, 부스에서 주문 번호를 보여 주시면 빠르게 접수할 수 있습니다. 라벨의 위조 방지 요소와 감정 샘플도 전시합니다.\n\n행사장과 부스 번호는 행사 일주일 전에 안내하겠습니다.',
      },
    ],
  },
];
