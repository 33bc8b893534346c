// The columns of the short-video marketplace's exports (issue 32 item 4): a product, shop, video or
// creator with the figures its list shows, headers in the seven export languages. Money is in the
// answer's currency (the site's; US dollars over all sites), its column saying which.
import type { TiktokEntity } from '@sealens/domain';

import type { TiktokRow } from '../../../market/queries/tiktok-queries';
import type { ExportColumn } from './export-columns';

/** A row as exported: the list's row and the currency of its money. */
export type TiktokExportRow = TiktokRow & { currency: string };
type Column = ExportColumn<TiktokExportRow>;

const H = (en: string, zh: string, tw: string, vi: string, th: string, pt: string, id: string) => ({ en, zh, tw, vi, th, pt, id });
const num = (key: string, width: number, header: Column['header'], value: (r: TiktokExportRow) => number | null): Column => ({ key, kind: 'number', width, header, value });

const RANK = num('rank', 7, H('Rank', '排名', '排名', 'Hạng', 'อันดับ', 'Posição', 'Peringkat'), (r) => r.rank);
// 19-digit ids do not fit a double: always text.
const id = (header: Column['header']): Column => ({ key: 'id', kind: 'text', width: 22, header, value: (r) => r.id });
const name = (header: Column['header']): Column => ({ key: 'name', kind: 'text', width: 50, header, value: (r) => r.name });
const parent = (header: Column['header']): Column => ({ key: 'parent', kind: 'text', width: 30, header, value: (r) => r.parentName ?? '' });
const SITE: Column = { key: 'site', kind: 'text', width: 6, header: H('Site', '站点', '站點', 'Trang', 'ไซต์', 'Site', 'Situs'), value: (r) => r.site };
const CATEGORY = num('category', 10, H('Category ID', '类目ID', '類目ID', 'Mã ngành hàng', 'รหัสหมวดหมู่', 'ID da categoria', 'ID kategori'), (r) => r.categoryId);
const CURRENCY: Column = { key: 'currency', kind: 'text', width: 8, header: H('Currency', '币种', '幣別', 'Tiền tệ', 'สกุลเงิน', 'Moeda', 'Mata uang'), value: (r) => r.currency };
const PRICE = num('price', 12, H('Price', '价格', '價格', 'Giá', 'ราคา', 'Preço', 'Harga'), (r) => r.price);
const COMMISSION_RATE = num('commissionRate', 12, H('Commission rate %', '佣金率 %', '佣金率 %', 'Tỷ lệ hoa hồng %', 'อัตราค่าคอมมิชชัน %', 'Taxa de comissão %', 'Tingkat komisi %'), (r) => r.commissionRate);
const FOLLOWERS = num('followers', 12, H('Followers', '粉丝数', '粉絲數', 'Người theo dõi', 'ผู้ติดตาม', 'Seguidores', 'Pengikut'), (r) => r.followers);
const PRODUCTS = num('products', 10, H('Products (30 days)', '商品数 (30天)', '商品數 (30天)', 'Sản phẩm (30 ngày)', 'สินค้า (30 วัน)', 'Produtos (30 dias)', 'Produk (30 hari)'), (r) => r.products);
const CREATORS = num('creators', 10, H('Creators (30 days)', '达人数 (30天)', '達人數 (30天)', 'Nhà sáng tạo (30 ngày)', 'ครีเอเตอร์ (30 วัน)', 'Criadores (30 dias)', 'Kreator (30 hari)'), (r) => r.creators);
const FIGURES: readonly Column[] = [
  num('units', 12, H('Units', '销量', '銷量', 'Số lượng', 'ยอดขาย', 'Unidades', 'Unit'), (r) => r.units),
  num('gmv', 14, H('Sales value', '销售额', '銷售額', 'Doanh số', 'มูลค่าขาย', 'Valor de vendas', 'Nilai penjualan'), (r) => r.gmv),
  num('gmvUsd', 14, H('Sales value (USD)', '销售额 (美元)', '銷售額 (美元)', 'Doanh số (USD)', 'มูลค่าขาย (USD)', 'Valor de vendas (USD)', 'Nilai penjualan (USD)'), (r) => r.gmvUsd),
  num('videoUnits', 12, H('Units from videos', '视频销量', '影片銷量', 'Số lượng từ video', 'ยอดขายจากวิดีโอ', 'Unidades por vídeos', 'Unit dari video'), (r) => r.videoUnits),
  num('videoGmv', 14, H('Sales value from videos', '视频销售额', '影片銷售額', 'Doanh số từ video', 'มูลค่าขายจากวิดีโอ', 'Valor de vendas por vídeos', 'Nilai penjualan dari video'), (r) => r.videoGmv),
  num('liveUnits', 12, H('Units from lives', '直播销量', '直播銷量', 'Số lượng từ livestream', 'ยอดขายจากไลฟ์', 'Unidades por lives', 'Unit dari live'), (r) => r.liveUnits),
  num('liveGmv', 14, H('Sales value from lives', '直播销售额', '直播銷售額', 'Doanh số từ livestream', 'มูลค่าขายจากไลฟ์', 'Valor de vendas por lives', 'Nilai penjualan dari live'), (r) => r.liveGmv),
  num('views', 12, H('Views', '播放量', '播放量', 'Lượt xem', 'ยอดวิว', 'Visualizações', 'Tayangan'), (r) => r.views),
  num('likes', 12, H('Likes', '点赞数', '按讚數', 'Lượt thích', 'ยอดไลก์', 'Curtidas', 'Suka'), (r) => r.likes),
  num('commission', 12, H('Commission', '佣金', '佣金', 'Hoa hồng', 'ค่าคอมมิชชัน', 'Comissão', 'Komisi'), (r) => r.commission),
  num('growth', 10, H('Growth %', '增长率 %', '成長率 %', 'Tăng trưởng %', 'การเติบโต %', 'Crescimento %', 'Pertumbuhan %'), (r) => r.growth),
];

export const TIKTOK_EXPORT_COLUMNS: Readonly<Record<TiktokEntity, readonly Column[]>> = {
  'tt-product': [
    RANK,
    id(H('Product ID', '商品ID', '商品ID', 'Mã sản phẩm', 'รหัสสินค้า', 'ID do produto', 'ID produk')),
    name(H('Title', '标题', '標題', 'Tiêu đề', 'ชื่อสินค้า', 'Título', 'Judul')),
    parent(H('Shop', '店铺', '店鋪', 'Cửa hàng', 'ร้านค้า', 'Loja', 'Toko')),
    SITE,
    CATEGORY,
    CURRENCY,
    PRICE,
    COMMISSION_RATE,
    CREATORS,
    ...FIGURES,
  ],
  'tt-shop': [RANK, id(H('Shop ID', '店铺ID', '店鋪ID', 'Mã cửa hàng', 'รหัสร้านค้า', 'ID da loja', 'ID toko')), name(H('Shop', '店铺', '店鋪', 'Cửa hàng', 'ร้านค้า', 'Loja', 'Toko')), SITE, CATEGORY, CURRENCY, FOLLOWERS, PRODUCTS, CREATORS, ...FIGURES],
  video: [
    RANK,
    id(H('Video ID', '视频ID', '影片ID', 'Mã video', 'รหัสวิดีโอ', 'ID do vídeo', 'ID video')),
    name(H('Caption', '视频标题', '影片標題', 'Chú thích', 'คำบรรยาย', 'Legenda', 'Keterangan')),
    parent(H('Creator', '达人', '達人', 'Nhà sáng tạo', 'ครีเอเตอร์', 'Criador', 'Kreator')),
    SITE,
    CATEGORY,
    CURRENCY,
    PRODUCTS,
    ...FIGURES,
  ],
  creator: [
    RANK,
    id(H('Creator ID', '达人ID', '達人ID', 'Mã nhà sáng tạo', 'รหัสครีเอเตอร์', 'ID do criador', 'ID kreator')),
    name(H('Creator', '达人', '達人', 'Nhà sáng tạo', 'ครีเอเตอร์', 'Criador', 'Kreator')),
    SITE,
    CATEGORY,
    CURRENCY,
    FOLLOWERS,
    PRODUCTS,
    ...FIGURES,
  ],
};

/** The file's name part for an entity's list. */
export const TIKTOK_EXPORT_NAMES: Readonly<Record<TiktokEntity, string>> = { 'tt-product': 'tiktok-products', 'tt-shop': 'tiktok-shops', video: 'tiktok-videos', creator: 'tiktok-creators' };
