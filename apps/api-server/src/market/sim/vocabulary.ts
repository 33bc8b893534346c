// What the simulated products, shops, brands and keywords are called, in each marketplace's own
// language: Portuguese in Brazil, Indonesian in Indonesia, Spanish in Mexico, traditional Chinese in
// Taiwan, Thai in Thailand, Vietnamese in Vietnam, English in Malaysia, the Philippines and Singapore.
import type { Lang } from '../site-profiles';

/** One kind of product in the seven languages: en, pt, es, id, vi, th, zh. */
type Noun = readonly [en: string, pt: string, es: string, id: string, vi: string, th: string, zh: string];

export const LANG_INDEX: Record<Lang, number> = { en: 0, pt: 1, es: 2, id: 3, vi: 4, th: 5, zh: 6 };

export interface CategoryProfile {
  /** Median price of a product, US dollars. */
  medianUsd: number;
  /** Spread of prices (sigma of the log-normal). */
  spread: number;
  /** Share of the market's sales value. */
  share: number;
  /** Month (1-12) of the category's seasonal peak, or 0 for none. */
  peakMonth: number;
  nouns: readonly Noun[];
}

export const CATEGORY_PROFILES: Readonly<Record<number, CategoryProfile>> = {
  99997: {
    medianUsd: 7,
    spread: 0.8,
    share: 0.12,
    peakMonth: 0,
    nouns: [
      ['storage box', 'caixa organizadora', 'caja organizadora', 'kotak penyimpanan', 'hộp đựng đồ', 'กล่องเก็บของ', '收納盒'],
      ['LED desk lamp', 'luminária LED de mesa', 'lámpara LED de escritorio', 'lampu meja LED', 'đèn bàn LED', 'โคมไฟตั้งโต๊ะ LED', 'LED檯燈'],
      ['kitchen knife set', 'jogo de facas de cozinha', 'juego de cuchillos de cocina', 'set pisau dapur', 'bộ dao nhà bếp', 'ชุดมีดทำครัว', '廚房刀具組'],
      ['water bottle', 'garrafa de água', 'botella de agua', 'botol minum', 'bình nước', 'ขวดน้ำ', '水壺'],
      ['clothes hanger', 'cabide', 'gancho para ropa', 'gantungan baju', 'móc treo quần áo', 'ไม้แขวนเสื้อ', '衣架'],
      ['non-stick frying pan', 'frigideira antiaderente', 'sartén antiadherente', 'wajan anti lengket', 'chảo chống dính', 'กระทะเทฟลอน', '不沾平底鍋'],
    ],
  },
  99991: {
    medianUsd: 14,
    spread: 1.1,
    share: 0.16,
    peakMonth: 11,
    nouns: [
      ['wireless earbuds', 'fone de ouvido bluetooth', 'audífonos inalámbricos', 'earphone bluetooth', 'tai nghe bluetooth', 'หูฟังไร้สาย', '藍牙耳機'],
      ['phone case', 'capinha de celular', 'funda para celular', 'casing HP', 'ốp lưng điện thoại', 'เคสโทรศัพท์', '手機殼'],
      ['power bank', 'carregador portátil', 'batería portátil', 'power bank', 'sạc dự phòng', 'พาวเวอร์แบงค์', '行動電源'],
      ['USB-C fast charging cable', 'cabo USB-C carregamento rápido', 'cable USB-C carga rápida', 'kabel data USB-C fast charging', 'cáp sạc nhanh USB-C', 'สายชาร์จเร็ว USB-C', 'USB-C快充線'],
      ['smart watch', 'relógio inteligente', 'reloj inteligente', 'jam tangan pintar', 'đồng hồ thông minh', 'สมาร์ทวอทช์', '智慧手錶'],
      ['mechanical keyboard', 'teclado mecânico', 'teclado mecánico', 'keyboard mekanik', 'bàn phím cơ', 'คีย์บอร์ดแมคคานิคอล', '機械鍵盤'],
    ],
  },
  99998: {
    medianUsd: 9,
    spread: 0.8,
    share: 0.13,
    peakMonth: 0,
    nouns: [
      ['vitamin C serum', 'sérum vitamina C', 'sérum de vitamina C', 'serum vitamin C', 'serum vitamin C', 'เซรั่มวิตามินซี', '維他命C精華液'],
      ['sunscreen SPF50', 'protetor solar FPS 50', 'protector solar FPS 50', 'sunscreen SPF 50', 'kem chống nắng SPF50', 'ครีมกันแดด SPF50', '防曬乳SPF50'],
      ['matte lipstick', 'batom matte', 'labial mate', 'lipstik matte', 'son kem lì', 'ลิปสติกเนื้อแมตต์', '霧面唇膏'],
      ['facial cleanser', 'sabonete facial', 'limpiador facial', 'sabun cuci muka', 'sữa rửa mặt', 'โฟมล้างหน้า', '洗面乳'],
      ['sheet mask', 'máscara facial', 'mascarilla facial', 'masker wajah', 'mặt nạ giấy', 'มาสก์หน้า', '面膜'],
      ['shampoo', 'shampoo', 'champú', 'sampo', 'dầu gội', 'แชมพู', '洗髮精'],
    ],
  },
  99996: {
    medianUsd: 11,
    spread: 0.8,
    share: 0.15,
    peakMonth: 12,
    nouns: [
      ['oversized T-shirt', 'camiseta oversized', 'playera oversize', 'kaos oversize', 'áo thun oversize', 'เสื้อยืดโอเวอร์ไซส์', '寬鬆T恤'],
      ['tote bag', 'bolsa tote', 'bolsa tote', 'tas tote', 'túi tote', 'กระเป๋าผ้า', '托特包'],
      ['denim jeans', 'calça jeans', 'pantalón de mezclilla', 'celana jeans', 'quần jean', 'กางเกงยีนส์', '牛仔褲'],
      ['sneakers', 'tênis casual', 'tenis casual', 'sepatu sneakers', 'giày sneaker', 'รองเท้าผ้าใบ', '休閒鞋'],
      ['backpack', 'mochila', 'mochila', 'tas ransel', 'balo', 'กระเป๋าเป้', '後背包'],
      ['floral dress', 'vestido floral', 'vestido floral', 'dress motif bunga', 'váy hoa', 'เดรสลายดอก', '碎花洋裝'],
    ],
  },
  99995: {
    medianUsd: 9,
    spread: 0.8,
    share: 0.09,
    peakMonth: 0,
    nouns: [
      ['baby wipes', 'lenço umedecido', 'toallitas húmedas', 'tisu basah bayi', 'khăn ướt em bé', 'ทิชชู่เปียกเด็ก', '嬰兒濕紙巾'],
      ['diapers', 'fralda descartável', 'pañales', 'popok bayi', 'tã dán', 'ผ้าอ้อมสำเร็จรูป', '紙尿褲'],
      ['building blocks', 'blocos de montar', 'bloques de construcción', 'mainan balok susun', 'đồ chơi xếp hình', 'ตัวต่อ', '積木'],
      ['baby bottle', 'mamadeira', 'biberón', 'botol susu bayi', 'bình sữa', 'ขวดนม', '奶瓶'],
      ['plush toy', 'pelúcia', 'peluche', 'boneka', 'thú nhồi bông', 'ตุ๊กตา', '絨毛娃娃'],
    ],
  },
  99990: {
    medianUsd: 18,
    spread: 0.9,
    share: 0.07,
    peakMonth: 0,
    nouns: [
      ['bed sheet set', 'jogo de lençol', 'juego de sábanas', 'sprei', 'bộ ga giường', 'ผ้าปูที่นอน', '床包組'],
      ['memory foam pillow', 'travesseiro viscoelástico', 'almohada viscoelástica', 'bantal memory foam', 'gối memory foam', 'หมอนเมมโมรี่โฟม', '記憶枕'],
      ['blackout curtain', 'cortina blackout', 'cortina blackout', 'gorden blackout', 'rèm cản sáng', 'ผ้าม่านกันแสง', '遮光窗簾'],
      ['folding table', 'mesa dobrável', 'mesa plegable', 'meja lipat', 'bàn gấp', 'โต๊ะพับ', '折疊桌'],
      ['shoe rack', 'sapateira', 'zapatera', 'rak sepatu', 'kệ giày', 'ชั้นวางรองเท้า', '鞋架'],
    ],
  },
  99994: {
    medianUsd: 5,
    spread: 0.7,
    share: 0.08,
    peakMonth: 1,
    nouns: [
      ['instant noodles', 'macarrão instantâneo', 'sopa instantánea', 'mie instan', 'mì ăn liền', 'บะหมี่กึ่งสำเร็จรูป', '泡麵'],
      ['coffee beans', 'café em grãos', 'café en grano', 'biji kopi', 'cà phê hạt', 'เมล็ดกาแฟ', '咖啡豆'],
      ['green tea', 'chá verde', 'té verde', 'teh hijau', 'trà xanh', 'ชาเขียว', '綠茶'],
      ['chocolate', 'chocolate', 'chocolate', 'cokelat', 'sô cô la', 'ช็อกโกแลต', '巧克力'],
      ['protein powder', 'whey protein', 'proteína en polvo', 'susu protein', 'bột protein', 'เวย์โปรตีน', '乳清蛋白'],
      ['mixed nuts', 'mix de castanhas', 'nueces mixtas', 'kacang campur', 'hạt dinh dưỡng', 'ถั่วรวม', '綜合堅果'],
    ],
  },
  99999: {
    medianUsd: 6,
    spread: 0.6,
    share: 0.04,
    peakMonth: 6,
    nouns: [
      ['mango', 'manga palmer', 'mango ataulfo', 'mangga harum manis', 'xoài cát', 'มะม่วงน้ำดอกไม้', '愛文芒果'],
      ['durian', 'durian', 'durián', 'durian musang king', 'sầu riêng', 'ทุเรียนหมอนทอง', '榴槤'],
      ['avocado', 'abacate', 'aguacate hass', 'alpukat mentega', 'bơ sáp', 'อะโวคาโด', '酪梨'],
      ['strawberries', 'morango', 'fresas', 'stroberi', 'dâu tây', 'สตรอว์เบอร์รี', '草莓'],
      ['grapes', 'uva sem semente', 'uvas sin semilla', 'anggur hijau', 'nho xanh', 'องุ่นไร้เมล็ด', '無籽葡萄'],
      ['longan', 'longan', 'longan', 'lengkeng', 'nhãn lồng', 'ลำไย', '龍眼'],
    ],
  },
  99992: {
    medianUsd: 13,
    spread: 0.9,
    share: 0.06,
    peakMonth: 1,
    nouns: [
      ['yoga mat', 'tapete de yoga', 'tapete de yoga', 'matras yoga', 'thảm yoga', 'เสื่อโยคะ', '瑜珈墊'],
      ['dumbbells', 'halteres', 'mancuernas', 'dumbel', 'tạ tay', 'ดัมเบล', '啞鈴'],
      ['camping tent', 'barraca de camping', 'tienda de campaña', 'tenda camping', 'lều cắm trại', 'เต็นท์', '露營帳篷'],
      ['running shoes', 'tênis de corrida', 'tenis para correr', 'sepatu lari', 'giày chạy bộ', 'รองเท้าวิ่ง', '慢跑鞋'],
      ['badminton racket', 'raquete de badminton', 'raqueta de bádminton', 'raket badminton', 'vợt cầu lông', 'ไม้แบดมินตัน', '羽球拍'],
      ['resistance band', 'faixa elástica', 'banda de resistencia', 'resistance band', 'dây kháng lực', 'ยางยืดออกกำลังกาย', '彈力帶'],
    ],
  },
  99989: {
    medianUsd: 8,
    spread: 0.8,
    share: 0.04,
    peakMonth: 12,
    nouns: [
      ['vitamin C tablets', 'vitamina C', 'vitamina C', 'vitamin C', 'viên uống vitamin C', 'วิตามินซี', '維他命C錠'],
      ['face mask', 'máscara descartável', 'cubrebocas', 'masker medis', 'khẩu trang y tế', 'หน้ากากอนามัย', '醫用口罩'],
      ['digital thermometer', 'termômetro digital', 'termómetro digital', 'termometer digital', 'nhiệt kế điện tử', 'ปรอทวัดไข้ดิจิทัล', '電子體溫計'],
      ['blood pressure monitor', 'medidor de pressão', 'baumanómetro digital', 'tensimeter digital', 'máy đo huyết áp', 'เครื่องวัดความดัน', '血壓計'],
      ['fish oil', 'ômega 3', 'omega 3', 'minyak ikan', 'dầu cá omega 3', 'น้ำมันปลา', '魚油'],
      ['first aid kit', 'kit primeiros socorros', 'botiquín', 'kotak P3K', 'bộ sơ cứu', 'ชุดปฐมพยาบาล', '急救包'],
    ],
  },
  99993: {
    medianUsd: 4,
    spread: 0.9,
    share: 0.03,
    peakMonth: 0,
    nouns: [
      ['mobile top-up', 'recarga de celular', 'recarga celular', 'pulsa', 'thẻ cào điện thoại', 'เติมเงินมือถือ', '手機儲值'],
      ['game voucher', 'gift card de jogo', 'tarjeta de regalo para juegos', 'voucher game', 'thẻ game', 'บัตรเติมเกม', '遊戲點數卡'],
      ['streaming subscription', 'assinatura de streaming', 'suscripción de streaming', 'langganan streaming', 'gói xem phim', 'แพ็กเกจสตรีมมิ่ง', '影音串流序號'],
      ['e-book', 'e-book', 'libro electrónico', 'e-book', 'sách điện tử', 'อีบุ๊ก', '電子書'],
      ['data package', 'pacote de dados', 'paquete de datos', 'paket data', 'gói data 4G', 'แพ็กเกจเน็ต', '上網流量包'],
    ],
  },
  99987: {
    medianUsd: 12,
    spread: 1,
    share: 0.03,
    peakMonth: 0,
    nouns: [
      ['motorcycle helmet', 'capacete', 'casco para moto', 'helm motor', 'mũ bảo hiểm', 'หมวกกันน็อค', '安全帽'],
      ['car phone holder', 'suporte veicular para celular', 'soporte de celular para auto', 'holder HP mobil', 'giá đỡ điện thoại ô tô', 'ที่วางโทรศัพท์ในรถ', '車用手機架'],
      ['motor oil', 'óleo de motor', 'aceite para motor', 'oli mesin', 'dầu nhớt', 'น้ำมันเครื่อง', '機油'],
      ['LED headlight bulb', 'lâmpada farol LED', 'foco LED para faro', 'lampu LED motor', 'đèn pha LED', 'หลอดไฟหน้า LED', 'LED大燈'],
      ['car seat cover', 'capa de banco', 'funda para asiento', 'sarung jok mobil', 'bọc ghế ô tô', 'ผ้าหุ้มเบาะรถยนต์', '汽車座椅套'],
      ['tire inflator', 'compressor de ar portátil', 'inflador de llantas', 'pompa ban portable', 'máy bơm lốp mini', 'เครื่องเติมลมยาง', '打氣機'],
    ],
  },
};

/** Words put before a product's name. */
export const PREFIXES: Record<Lang, readonly string[]> = {
  en: ['New', 'Premium', 'Original', 'Hot Sale', 'Best Seller', 'Ready Stock', '2-in-1', 'Korean Style'],
  pt: ['Novo', 'Premium', 'Original', 'Promoção', 'Mais Vendido', 'Lançamento', '2 em 1', 'Kit'],
  es: ['Nuevo', 'Premium', 'Original', 'Oferta', 'Más Vendido', 'Novedad', '2 en 1', 'Kit'],
  id: ['Baru', 'Premium', 'Original', 'Promo', 'Terlaris', 'Murah', '2in1', 'Import'],
  vi: ['Mới', 'Cao Cấp', 'Chính Hãng', 'Giá Rẻ', 'Bán Chạy', 'Hàng Hot', '2 trong 1', 'Nội Địa'],
  th: ['ใหม่', 'พรีเมียม', 'ของแท้', 'ราคาถูก', 'ขายดี', 'ยอดฮิต', '2in1', 'นำเข้า'],
  zh: ['新款', '高級', '正品', '熱銷', '人氣', '現貨', '二合一', '日系'],
};

/** Words put after a product's name (pack sizes, colours, delivery promises). */
export const SUFFIXES: Record<Lang, readonly string[]> = {
  en: ['Set of 2', 'Pack of 3', 'Large', 'Mini', 'Waterproof', 'Portable', 'Black', 'White', 'Pink', 'Free Shipping'],
  pt: ['Kit com 2', 'Pacote com 3', 'Tamanho Grande', 'Mini', 'À Prova d’Água', 'Portátil', 'Preto', 'Branco', 'Rosa', 'Frete Grátis'],
  es: ['Paquete de 2', 'Pack de 3', 'Grande', 'Mini', 'Impermeable', 'Portátil', 'Negro', 'Blanco', 'Rosa', 'Envío Gratis'],
  id: ['Isi 2', 'Paket 3', 'Jumbo', 'Mini', 'Anti Air', 'Portable', 'Hitam', 'Putih', 'Pink', 'Bisa COD'],
  vi: ['Combo 2', 'Set 3 Cái', 'Size Lớn', 'Mini', 'Chống Nước', 'Tiện Lợi', 'Màu Đen', 'Màu Trắng', 'Màu Hồng', 'Freeship'],
  th: ['แพ็คคู่', 'เซ็ต 3 ชิ้น', 'ไซซ์ใหญ่', 'มินิ', 'กันน้ำ', 'พกพาสะดวก', 'สีดำ', 'สีขาว', 'สีชมพู', 'ส่งฟรี'],
  zh: ['兩入組', '三件組', '大容量', '迷你', '防水', '便攜', '黑色', '白色', '粉色', '免運'],
};

/**
 * The 1688 wholesale market's words (issue 30, sourcing): 1688 is a mainland site, so its offers are
 * titled in simplified Chinese with the mainland's own words (充电宝, not 行動電源), where Taiwan's
 * listings (the `zh` column above) use traditional characters and Taiwan's words. Each category's
 * list runs parallel to its nouns; prefixes and suffixes parallel to PREFIXES.zh and SUFFIXES.zh.
 */
export const MAINLAND_NOUNS: Readonly<Record<number, readonly string[]>> = {
  99997: ['收纳盒', 'LED台灯', '厨房刀具套装', '运动水杯', '衣架', '不粘平底锅'],
  99991: ['蓝牙耳机', '手机壳', '充电宝', 'USB-C快充线', '智能手表', '机械键盘'],
  99998: ['维生素C精华液', '防晒霜SPF50', '哑光口红', '洗面奶', '面膜', '洗发水'],
  99996: ['宽松T恤', '托特包', '牛仔裤', '休闲鞋', '双肩包', '碎花连衣裙'],
  99995: ['婴儿湿巾', '纸尿裤', '积木', '奶瓶', '毛绒玩具'],
  99990: ['床单套装', '记忆棉枕头', '遮光窗帘', '折叠桌', '鞋架'],
  99994: ['方便面', '咖啡豆', '绿茶', '巧克力', '蛋白粉', '混合坚果'],
  99999: ['芒果', '榴莲', '牛油果', '草莓', '无籽葡萄', '龙眼'],
  99992: ['瑜伽垫', '哑铃', '露营帐篷', '跑步鞋', '羽毛球拍', '弹力带'],
  99989: ['维生素C片', '医用口罩', '电子体温计', '血压计', '鱼油', '急救包'],
  99993: ['话费充值', '游戏点卡', '视频会员', '电子书', '流量包'],
  99987: ['头盔', '车载手机支架', '机油', 'LED大灯', '汽车座椅套', '车载充气泵'],
};
export const MAINLAND_PREFIXES: readonly string[] = ['新款', '高级', '正品', '热销', '人气', '现货', '二合一', '日系'];
export const MAINLAND_SUFFIXES: readonly string[] = ['两件装', '三件套', '大容量', '迷你', '防水', '便携', '黑色', '白色', '粉色', '包邮'];

/** A product word as 1688 titles write it (simplified Chinese, mainland words). */
export function mainlandNounOf(typeId: number, nounIndex: number): string {
  const nouns = MAINLAND_NOUNS[typeId] ?? [];
  return nouns[nounIndex % Math.max(1, nouns.length)] ?? '';
}

/** Shop name patterns; `%` is the made-up name. */
const SHOP_PATTERNS: Record<Lang, readonly string[]> = {
  en: ['% Store', '% Official Store', '% Mall', '%.my', '% Trading'],
  pt: ['Loja %', '% Oficial', '% Store', 'Casa %', '% Importados'],
  es: ['Tienda %', '% Oficial', '% Store', 'Casa %', '% Importaciones'],
  id: ['Toko %', '% Official Shop', '% Store', 'Grosir %', '% Jaya'],
  vi: ['Shop %', '% Official', '% Store', 'Nhà %', 'Tiệm %'],
  th: ['ร้าน%', '% Official Store', '% Shop', 'บ้าน%', '%ช็อป'],
  zh: ['%小舖', '%旗艦店', '%生活館', '%選物', '%商行'],
};

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'to', 'na', 'vi', 'su', 'be', 'ko', 'ri', 'ya', 'zen', 'lu', 'mo', 'ta', 'ne', 'sa', 'do', 'fi', 'po', 'ha', 'chi', 'ro'];

export function nounOf(typeId: number, nounIndex: number, lang: Lang): string {
  const nouns = CATEGORY_PROFILES[typeId]?.nouns ?? [];
  const noun = nouns[nounIndex % Math.max(1, nouns.length)];
  return noun?.[LANG_INDEX[lang]] ?? '';
}

export function nounCount(typeId: number): number {
  return CATEGORY_PROFILES[typeId]?.nouns.length ?? 1;
}

/** A made-up, pronounceable name from two or three syllables (brand and shop names). */
export function madeUpName(pick: (n: number) => number): string {
  const parts = 2 + pick(2);
  let name = '';
  for (let i = 0; i < parts; i++) name += SYLLABLES[pick(SYLLABLES.length)];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function shopNameOf(lang: Lang, name: string, pattern: number): string {
  const patterns = SHOP_PATTERNS[lang];
  return (patterns[pattern % patterns.length] ?? '%').replace('%', name);
}

/** A product title the way sellers on that marketplace write them. */
export function productTitleOf(lang: Lang, parts: { brand?: string; noun: string; prefix: number; suffix: number; year?: number }): string {
  const prefix = PREFIXES[lang][parts.prefix % PREFIXES[lang].length] ?? '';
  const suffix = SUFFIXES[lang][parts.suffix % SUFFIXES[lang].length] ?? '';
  const brand = parts.brand ? `${parts.brand} ` : '';
  if (lang === 'zh') return `【${prefix}】${brand}${parts.noun} ${suffix}`;
  return `${brand}${prefix} ${parts.noun} ${suffix}`;
}

/** A search keyword: the product word alone or with one of the title suffixes, lower case where the script has case. */
export function keywordOf(lang: Lang, noun: string, variant: number): string {
  if (variant === 0) return lower(lang, noun);
  const suffix = SUFFIXES[lang][(variant - 1) % SUFFIXES[lang].length] ?? '';
  const prefix = PREFIXES[lang][(variant - 1) % PREFIXES[lang].length] ?? '';
  const word = variant > SUFFIXES[lang].length ? `${prefix} ${noun}` : `${noun} ${suffix}`;
  return lower(lang, lang === 'zh' ? word.replace(/ /g, '') : word);
}

/**
 * The words a product title must hold for a search of keywordOf(lang, noun, variant) to find it:
 * the product word and the variant's suffix or prefix, in lower case (titles are compared lowered).
 */
export function keywordParts(lang: Lang, noun: string, variant: number): string[] {
  if (variant === 0) return [noun.toLowerCase()];
  const piece = variant > SUFFIXES[lang].length ? PREFIXES[lang][(variant - 1) % PREFIXES[lang].length] : SUFFIXES[lang][(variant - 1) % SUFFIXES[lang].length];
  return [noun.toLowerCase(), ...(piece ? [piece.toLowerCase()] : [])];
}

function lower(lang: Lang, s: string): string {
  return lang === 'zh' || lang === 'th' ? s : s.toLocaleLowerCase(lang);
}

export function keywordVariants(): number {
  return 1 + SUFFIXES.en.length + PREFIXES.en.length;
}
