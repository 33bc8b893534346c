// The columns of the event probe's export (issue 32 item 2): the products in a flash-sale or campaign
// slot on the data day, as the probe lists them, with the header row in the seven export languages.
// Prices are in the site's currency (its own column) and in US dollars.
import type { ProbeRow } from '../../../market/queries/workbench-campaign-queries';
import type { ExportColumn } from './export-columns';

/** A probe row as exported: its place in the whole list and its site's currency. */
export type ProbeExportRow = ProbeRow & { rank: number; currency: string };

const H = (en: string, zh: string, tw: string, vi: string, th: string, pt: string, id: string) => ({ en, zh, tw, vi, th, pt, id });

export const PROBE_EXPORT_COLUMNS: readonly ExportColumn<ProbeExportRow>[] = [
  { key: 'rank', kind: 'number', width: 7, header: H('Rank', '排名', '排名', 'Hạng', 'อันดับ', 'Posição', 'Peringkat'), value: (r) => r.rank },
  // 18-digit ids do not fit a double: always text.
  { key: 'id', kind: 'text', width: 20, header: H('Product ID', '商品ID', '商品ID', 'Mã sản phẩm', 'รหัสสินค้า', 'ID do produto', 'ID produk'), value: (r) => String(r.goodsId) },
  { key: 'title', kind: 'text', width: 60, header: H('Title', '标题', '標題', 'Tiêu đề', 'ชื่อสินค้า', 'Título', 'Judul'), value: (r) => r.title },
  { key: 'site', kind: 'text', width: 6, header: H('Site', '站点', '站點', 'Trang', 'ไซต์', 'Site', 'Situs'), value: (r) => r.site },
  { key: 'shop', kind: 'text', width: 30, header: H('Shop', '店铺', '店鋪', 'Cửa hàng', 'ร้านค้า', 'Loja', 'Toko'), value: (r) => r.shopName },
  { key: 'category', kind: 'number', width: 10, header: H('Category ID', '类目ID', '類目ID', 'Mã ngành hàng', 'รหัสหมวดหมู่', 'ID da categoria', 'ID kategori'), value: (r) => r.categoryId },
  { key: 'kind', kind: 'text', width: 12, header: H('Slot', '活动类型', '活動類型', 'Loại khung', 'ประเภทช่วง', 'Tipo de vaga', 'Jenis slot'), value: (r) => r.kind },
  { key: 'start', kind: 'text', width: 22, header: H('Slot opens (UTC)', '开始时间 (UTC)', '開始時間 (UTC)', 'Bắt đầu (UTC)', 'เริ่ม (UTC)', 'Início (UTC)', 'Mulai (UTC)'), value: (r) => r.startAt },
  { key: 'end', kind: 'text', width: 22, header: H('Slot closes (UTC)', '结束时间 (UTC)', '結束時間 (UTC)', 'Kết thúc (UTC)', 'สิ้นสุด (UTC)', 'Fim (UTC)', 'Selesai (UTC)'), value: (r) => r.endAt },
  { key: 'currency', kind: 'text', width: 8, header: H('Currency', '币种', '幣別', 'Tiền tệ', 'สกุลเงิน', 'Moeda', 'Mata uang'), value: (r) => r.currency },
  { key: 'slotPrice', kind: 'number', width: 12, header: H('Slot price', '活动价', '活動價', 'Giá khung', 'ราคาช่วงโปร', 'Preço na vaga', 'Harga slot'), value: (r) => r.slotPrice },
  { key: 'normalPrice', kind: 'number', width: 12, header: H('Normal price', '日常价', '日常價', 'Giá thường', 'ราคาปกติ', 'Preço normal', 'Harga normal'), value: (r) => r.normalPrice },
  { key: 'slotPriceUsd', kind: 'number', width: 12, header: H('Slot price (USD)', '活动价 (美元)', '活動價 (美元)', 'Giá khung (USD)', 'ราคาช่วงโปร (USD)', 'Preço na vaga (USD)', 'Harga slot (USD)'), value: (r) => r.slotPriceUsd },
  { key: 'normalPriceUsd', kind: 'number', width: 12, header: H('Normal price (USD)', '日常价 (美元)', '日常價 (美元)', 'Giá thường (USD)', 'ราคาปกติ (USD)', 'Preço normal (USD)', 'Harga normal (USD)'), value: (r) => r.normalPriceUsd },
  { key: 'discount', kind: 'number', width: 10, header: H('Discount %', '折扣 %', '折扣 %', 'Giảm giá %', 'ส่วนลด %', 'Desconto %', 'Diskon %'), value: (r) => r.discount },
  { key: 'units', kind: 'number', width: 10, header: H('Units in the slot', '活动销量', '活動銷量', 'Số lượng trong khung', 'ยอดขายในช่วง', 'Unidades na vaga', 'Unit di slot'), value: (r) => r.units },
];
