// Demo partner shops (fictional names, addresses and numbers) across Taiwan and Korea.
// `country` is an ISO 3166 code, shown translated; city and address are in the local script, and `translations` give
// them in other languages (issue #10: /partner-shop shows the visitor's, else the local one).
export interface PartnerShopTranslationData {
  locale: 'zh-TW' | 'en' | 'ko';
  name: string;
  city: string;
  address: string;
}

export interface PartnerShopData {
  name: string;
  country: 'TW' | 'KR';
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  sortOrder: number;
  translations: PartnerShopTranslationData[];
}

export const PARTNER_SHOPS: PartnerShopData[] = [
  {
    name: '卡匠收藏 Card Smith',
    country: 'TW',
    city: '臺北市',
    address: '臺北市大安區復興南路一段 213 號 2 樓',
    phone: '02-2708-3158',
    email: 'hello@cardsmith.example',
    website: 'https://cardsmith.example',
    sortOrder: 10,
    translations: [
      { locale: 'en', name: 'Card Smith', city: 'Taipei', address: "2F, No. 213, Sec. 1, Fuxing S. Rd., Da'an Dist., Taipei City" },
      { locale: 'ko', name: '카드 스미스', city: '타이베이시', address: '타이베이시 다안구 푸싱남로 1단 213호 2층' },
    ],
  },
  {
    name: '板橋卡牌基地 Banqiao TCG Base',
    country: 'TW',
    city: '新北市',
    address: '新北市板橋區文化路一段 188 巷 6 號',
    phone: '02-2965-4120',
    email: 'base@banqiao-tcg.example',
    website: null,
    sortOrder: 20,
    translations: [
      { locale: 'en', name: 'Banqiao TCG Base', city: 'New Taipei', address: 'No. 6, Ln. 188, Sec. 1, Wenhua Rd., Banqiao Dist., New Taipei City' },
      { locale: 'ko', name: '반차오 TCG 베이스', city: '신베이시', address: '신베이시 반차오구 원화로 1단 188항 6호' },
    ],
  },
  {
    name: '中台灣卡牌俱樂部 Central Cards Club',
    country: 'TW',
    city: '臺中市',
    address: '臺中市西屯區臺灣大道三段 512 號 1 樓',
    phone: '04-2358-7261',
    email: 'club@centralcards.example',
    website: 'https://centralcards.example',
    sortOrder: 30,
    translations: [
      { locale: 'en', name: 'Central Cards Club', city: 'Taichung', address: '1F, No. 512, Sec. 3, Taiwan Blvd., Xitun Dist., Taichung City' },
      { locale: 'ko', name: '센트럴 카드 클럽', city: '타이중시', address: '타이중시 시툰구 타이완대로 3단 512호 1층' },
    ],
  },
  {
    name: '府城卡藏 Fucheng Card Vault',
    country: 'TW',
    city: '臺南市',
    address: '臺南市中西區民族路二段 277 號',
    phone: '06-221-8406',
    email: null,
    website: null,
    sortOrder: 40,
    translations: [
      { locale: 'en', name: 'Fucheng Card Vault', city: 'Tainan', address: 'No. 277, Sec. 2, Minzu Rd., West Central Dist., Tainan City' },
      { locale: 'ko', name: '푸청 카드 볼트', city: '타이난시', address: '타이난시 중시구 민쭈로 2단 277호' },
    ],
  },
  {
    name: '港都卡牌 Harbor TCG',
    country: 'TW',
    city: '高雄市',
    address: '高雄市苓雅區四維三路 86 號 1 樓',
    phone: '07-335-9172',
    email: 'service@harbortcg.example',
    website: 'https://harbortcg.example',
    sortOrder: 50,
    translations: [
      { locale: 'en', name: 'Harbor TCG', city: 'Kaohsiung', address: '1F, No. 86, Siwei 3rd Rd., Lingya Dist., Kaohsiung City' },
      { locale: 'ko', name: '하버 TCG', city: '가오슝시', address: '가오슝시 링야구 쓰웨이3로 86호 1층' },
    ],
  },
  {
    name: '카드베이 홍대점 Cardbay Hongdae',
    country: 'KR',
    city: '서울특별시',
    address: '서울특별시 마포구 양화로 156, 3층',
    phone: '02-332-4718',
    email: 'hongdae@cardbay.example',
    website: 'https://cardbay.example',
    sortOrder: 60,
    translations: [
      { locale: 'en', name: 'Cardbay Hongdae', city: 'Seoul', address: '3F, 156 Yanghwa-ro, Mapo-gu, Seoul' },
      { locale: 'zh-TW', name: 'Cardbay 弘大店', city: '首爾', address: '首爾特別市麻浦區楊花路 156 號 3 樓' },
    ],
  },
  {
    name: '그레이드원 강남 Grade One Gangnam',
    country: 'KR',
    city: '서울특별시',
    address: '서울특별시 강남구 테헤란로 52길 17, 지하 1층',
    phone: '02-555-0937',
    email: 'gangnam@gradeone.example',
    website: null,
    sortOrder: 70,
    translations: [
      { locale: 'en', name: 'Grade One Gangnam', city: 'Seoul', address: 'B1, 17 Teheran-ro 52-gil, Gangnam-gu, Seoul' },
      { locale: 'zh-TW', name: 'Grade One 江南店', city: '首爾', address: '首爾特別市江南區德黑蘭路 52 街 17 號地下 1 樓' },
    ],
  },
  {
    name: '부산 카드랩 Busan Card Lab',
    country: 'KR',
    city: '부산광역시',
    address: '부산광역시 해운대구 해운대로 612, 2층',
    phone: '051-746-2283',
    email: 'lab@busancards.example',
    website: 'https://busancards.example',
    sortOrder: 80,
    translations: [
      { locale: 'en', name: 'Busan Card Lab', city: 'Busan', address: '2F, 612 Haeundae-ro, Haeundae-gu, Busan' },
      { locale: 'zh-TW', name: '釜山卡牌實驗室 Busan Card Lab', city: '釜山', address: '釜山廣域市海雲臺區海雲臺路 612 號 2 樓' },
    ],
  },
];
