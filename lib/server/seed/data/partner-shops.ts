// Demo partner shops (fictional names, addresses and numbers) across Taiwan and Korea.
// `country` is an ISO 3166 code, shown translated; city and address are in the local script.
export interface PartnerShopData {
  name: string;
  country: 'TW' | 'KR';
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  sortOrder: number;
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
  },
];
