// The demo site texts the home and footer show (issue 27 item 10: they stayed English in zh and th): the
// campaign banner, the live notices and the friendly links, in the seven languages, each saying "demo"
// in its language as all seeded data must. Brand names (Shopee, SeaLens) stay as they are.
import type { LocaleCode } from '@sealens/domain';

export type SiteText = Record<LocaleCode, string>;

export const DEMO_CAMPAIGN_TITLE: SiteText = {
  en: 'Demo campaign: the pricing calculator is free for every seller',
  zh: '演示活动：定价计算器对所有卖家免费',
  tw: '演示活動：定價計算器對所有賣家免費',
  vi: 'Chiến dịch mẫu: công cụ tính giá miễn phí cho mọi người bán',
  th: 'แคมเปญตัวอย่าง: เครื่องคำนวณราคาใช้ฟรีสำหรับผู้ขายทุกคน',
  pt: 'Campanha de demonstração: a calculadora de preços é grátis para todo vendedor',
  id: 'Kampanye demo: kalkulator harga gratis untuk semua penjual',
};

export const DEMO_LIVE_TITLES: Record<'live-1' | 'live-2' | 'live-3', SiteText> = {
  'live-1': {
    en: 'Demo live: choosing products for the 9.9 sale',
    zh: '演示直播：9.9 大促选品',
    tw: '演示直播：9.9 大促選品',
    vi: 'Livestream mẫu: chọn sản phẩm cho đợt giảm giá 9.9',
    th: 'ไลฟ์ตัวอย่าง: เลือกสินค้าสำหรับเซล 9.9',
    pt: 'Live de demonstração: escolhendo produtos para a promoção 9.9',
    id: 'Siaran langsung demo: memilih produk untuk promo 9.9',
  },
  'live-2': {
    en: 'Demo live: keyword bidding basics',
    zh: '演示直播：关键词竞价入门',
    tw: '演示直播：關鍵詞競價入門',
    vi: 'Livestream mẫu: kiến thức cơ bản về đấu giá từ khóa',
    th: 'ไลฟ์ตัวอย่าง: พื้นฐานการประมูลคีย์เวิร์ด',
    pt: 'Live de demonstração: noções básicas de lances em palavras-chave',
    id: 'Siaran langsung demo: dasar-dasar lelang kata kunci',
  },
  'live-3': {
    en: 'Demo live: reading the sales map',
    zh: '演示直播：读懂销售地图',
    tw: '演示直播：讀懂銷售地圖',
    vi: 'Livestream mẫu: cách đọc bản đồ doanh số',
    th: 'ไลฟ์ตัวอย่าง: การอ่านแผนที่ยอดขาย',
    pt: 'Live de demonstração: lendo o mapa de vendas',
    id: 'Siaran langsung demo: membaca peta penjualan',
  },
};

export const DEMO_FRIENDLY_LINK_NAMES: SiteText[] = [
  {
    en: 'Demo link: Shopee Seller Centre',
    zh: '演示链接：Shopee 卖家中心',
    tw: '演示連結：Shopee 賣家中心',
    vi: 'Liên kết mẫu: Kênh Người Bán Shopee',
    th: 'ลิงก์ตัวอย่าง: ศูนย์ผู้ขาย Shopee',
    pt: 'Link de demonstração: Central do Vendedor Shopee',
    id: 'Tautan demo: Pusat Penjual Shopee',
  },
  {
    en: 'Demo link: SeaLens college',
    zh: '演示链接：SeaLens 商学院',
    tw: '演示連結：SeaLens 商學院',
    vi: 'Liên kết mẫu: Học viện SeaLens',
    th: 'ลิงก์ตัวอย่าง: วิทยาลัย SeaLens',
    pt: 'Link de demonstração: Escola SeaLens',
    id: 'Tautan demo: Akademi SeaLens',
  },
  {
    en: 'Demo link: freight forwarder',
    zh: '演示链接：货运代理',
    tw: '演示連結：貨運代理',
    vi: 'Liên kết mẫu: đơn vị giao nhận vận tải',
    th: 'ลิงก์ตัวอย่าง: บริษัทรับจัดการขนส่งสินค้า',
    pt: 'Link de demonstração: agente de cargas',
    id: 'Tautan demo: jasa pengiriman barang',
  },
];
