/**
 * Seed data of the demo project "Acme Store" (the shop under server/demo/site/).
 *
 * Every text is written once per locale in the key lists below; the row state of each target is
 * "delivered" unless the per-locale plan (ROW_PLANS) says otherwise. The plans give every live
 * locale the same spread of row states so a viewer of the demo sees all of them:
 * empty, machine-translated, edited drafts, rows in review, locked rows and missing rows.
 */

import { DEMO_DESCRIPTIONS } from './seed-descriptions';

export type SeedNamespace = 'common' | 'checkout';
export type SeedLocale = 'de' | 'es' | 'fr' | 'ja' | 'it';
export type SeedWorkflowKey = 'translate' | 'translate_review' | 'translate_review_proofread';

export interface SeedTarget {
  text: string;
  rowState?: 'empty' | 'machine_translated' | 'edited';
  stageIndex?: number;
  isReady?: boolean;
  isLocked?: boolean;
  confirmedBy?: 'translator' | 'reviewer' | 'pm' | null;
}

export interface SeedKey {
  namespace: SeedNamespace;
  key: string;
  source: string;
  translatable?: boolean;
  description?: string;
  targets: Partial<Record<SeedLocale, SeedTarget>>;
}

export interface SeedLocaleTarget {
  locale: SeedLocale;
  /** Overrides the project workflow when set. */
  workflowKey?: SeedWorkflowKey;
  archived: boolean;
}

export const SEED_PROJECT = {
  name: 'Acme Store',
  sourceLocale: 'en',
  namespaces: ['common', 'checkout'] as SeedNamespace[],
  workflowKey: 'translate_review' as SeedWorkflowKey,
  locales: [
    { locale: 'de', workflowKey: 'translate_review_proofread', archived: false },
    { locale: 'es', archived: false },
    { locale: 'fr', archived: false },
    { locale: 'ja', archived: false },
    { locale: 'it', archived: true },
  ] as SeedLocaleTarget[],
};

/** The integration key the demo site sends in `x-api-key`. */
export const DEMO_PUBLISHABLE_KEY = 'lr_demo_publishable';

/** Index of the postreview stage: 2 for `translate_review`, 3 for `de`'s proofreading workflow. */
export const POSTREVIEW_STAGE: Record<SeedLocale, number> = { de: 3, es: 2, fr: 2, ja: 2, it: 2 };

export interface DemoProduct {
  id: string;
  /** Price in EUR. */
  price: number;
  sku: string;
  rating: number;
  namespace: SeedNamespace;
  nameKey: string;
  descriptionKey: string;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  { id: 'mug', price: 18, sku: 'MUG-350', rating: 4.8 },
  { id: 'tote', price: 24, sku: 'TOTE-01', rating: 4.5 },
  { id: 'lamp', price: 89, sku: 'LAMP-OAK', rating: 4.9 },
  { id: 'notebook', price: 16.5, sku: 'NB-192', rating: 4.6 },
].map((p) => ({
  ...p,
  namespace: 'common' as const,
  nameKey: `products.${p.id}.name`,
  descriptionKey: `products.${p.id}.description`,
}));

type Texts = Record<SeedLocale, string>;

interface Entry {
  key: string;
  source: string;
  t?: Texts;
  translatable?: false;
  description?: string;
}

const e = (key: string, source: string, t: Texts, description?: string): Entry => ({
  key,
  source,
  t,
  ...(description ? { description } : {}),
});

const COMMON: Entry[] = [
  {
    key: 'brand.name',
    source: 'Acme',
    translatable: false,
    description: 'Brand name, never translated',
  },
  {
    key: 'product.sku',
    source: 'SKU-{code}',
    translatable: false,
    description: 'Stock-keeping unit label; the format is the same in every market',
  },
  e('nav.home', 'Home', {
    de: 'Startseite',
    es: 'Inicio',
    fr: 'Accueil',
    ja: 'ホーム',
    it: 'Home',
  }),
  e('nav.shop', 'Shop', {
    de: 'Shop',
    es: 'Tienda',
    fr: 'Boutique',
    ja: 'ショップ',
    it: 'Negozio',
  }),
  e('nav.cart', 'Cart', {
    de: 'Warenkorb',
    es: 'Carrito',
    fr: 'Panier',
    ja: 'カート',
    it: 'Carrello',
  }),
  e('nav.checkout', 'Checkout', {
    de: 'Kasse',
    es: 'Pagar',
    fr: 'Commande',
    ja: 'ご購入手続き',
    it: 'Cassa',
  }),
  e('nav.help', 'Help', { de: 'Hilfe', es: 'Ayuda', fr: 'Aide', ja: 'ヘルプ', it: 'Aiuto' }),
  e('header.tagline', 'Everyday goods, thoughtfully made', {
    de: 'Alltagsdinge, mit Sorgfalt gemacht',
    es: 'Artículos cotidianos, hechos con cuidado',
    fr: 'Des objets du quotidien, pensés avec soin',
    ja: '毎日の道具を、丁寧に。',
    it: 'Oggetti di tutti i giorni, fatti con cura',
  }),
  e(
    'header.cart_count',
    '{count} items',
    {
      de: '{count} Artikel',
      es: '{count} artículos',
      fr: '{count} articles',
      ja: '{count} 点',
      it: '{count} articoli',
    },
    'Badge next to the cart icon',
  ),
  e('header.account', 'My account', {
    de: 'Mein Konto',
    es: 'Mi cuenta',
    fr: 'Mon compte',
    ja: 'マイアカウント',
    it: 'Il mio account',
  }),
  e('search.placeholder', 'Search products…', {
    de: 'Produkte suchen …',
    es: 'Buscar productos…',
    fr: 'Rechercher des produits…',
    ja: '商品を検索…',
    it: 'Cerca prodotti…',
  }),
  e(
    'search.aria',
    'Search the store',
    {
      de: 'Im Shop suchen',
      es: 'Buscar en la tienda',
      fr: 'Rechercher dans la boutique',
      ja: 'ストア内を検索',
      it: 'Cerca nel negozio',
    },
    'aria-label of the search form',
  ),
  e('search.button', 'Search', {
    de: 'Suchen',
    es: 'Buscar',
    fr: 'Rechercher',
    ja: '検索',
    it: 'Cerca',
  }),
  e('lang.label', 'Language', {
    de: 'Sprache',
    es: 'Idioma',
    fr: 'Langue',
    ja: '言語',
    it: 'Lingua',
  }),
  e('a11y.cart_link', 'View your cart', {
    de: 'Warenkorb anzeigen',
    es: 'Ver tu carrito',
    fr: 'Voir votre panier',
    ja: 'カートを見る',
    it: 'Visualizza il carrello',
  }),
  e(
    'meta.title',
    'Acme Store – good things for every day',
    {
      de: 'Acme Store – gute Dinge für jeden Tag',
      es: 'Acme Store – cosas buenas para cada día',
      fr: 'Acme Store – de belles choses pour chaque jour',
      ja: 'Acme Store – 毎日に、良いものを',
      it: 'Acme Store – cose belle per ogni giorno',
    },
    "The browser tab's title and search results' headline",
  ),
  e(
    'meta.description',
    'Simple, durable products for the home, shipped in two days.',
    {
      de: 'Schlichte, langlebige Produkte für Ihr Zuhause, in zwei Tagen geliefert.',
      es: 'Productos sencillos y resistentes para el hogar, enviados en dos días.',
      fr: 'Des produits simples et robustes pour la maison, livrés en deux jours.',
      ja: '暮らしのためのシンプルで丈夫な製品を、2日でお届けします。',
      it: 'Prodotti semplici e resistenti per la casa, spediti in due giorni.',
    },
    'Shown by search engines and link previews, never on the page',
  ),
  e('home.hero_title', 'Good things for every day', {
    de: 'Gute Dinge für jeden Tag',
    es: 'Cosas buenas para cada día',
    fr: 'De belles choses pour chaque jour',
    ja: '毎日に、良いものを',
    it: 'Cose belle per ogni giorno',
  }),
  e('home.hero_text', 'Simple, durable products designed to last for years.', {
    de: 'Schlichte, langlebige Produkte, die viele Jahre halten.',
    es: 'Productos sencillos y resistentes, pensados para durar años.',
    fr: 'Des produits simples et robustes, conçus pour durer des années.',
    ja: '何年も使える、シンプルで丈夫な製品。',
    it: 'Prodotti semplici e resistenti, pensati per durare anni.',
  }),
  e('home.hero_cta', 'Shop the collection', {
    de: 'Kollektion entdecken',
    es: 'Ver la colección',
    fr: 'Découvrir la collection',
    ja: 'コレクションを見る',
    it: 'Scopri la collezione',
  }),
  e('home.products_title', 'Our products', {
    de: 'Unsere Produkte',
    es: 'Nuestros productos',
    fr: 'Nos produits',
    ja: '商品一覧',
    it: 'I nostri prodotti',
  }),
  e('tabs.new', 'New', { de: 'Neu', es: 'Novedades', fr: 'Nouveautés', ja: '新着', it: 'Novità' }),
  e('tabs.popular', 'Popular', {
    de: 'Beliebt',
    es: 'Populares',
    fr: 'Populaires',
    ja: '人気',
    it: 'Più venduti',
  }),
  e('products.mug.name', 'Ceramic mug', {
    de: 'Keramiktasse',
    es: 'Taza de cerámica',
    fr: 'Tasse en céramique',
    ja: '陶器のマグカップ',
    it: 'Tazza in ceramica',
  }),
  e('products.mug.description', 'Hand-glazed stoneware, holds 350 ml.', {
    de: 'Handglasiertes Steinzeug, fasst 350 ml.',
    es: 'Gres esmaltado a mano, capacidad de 350 ml.',
    fr: 'Grès émaillé à la main, contenance 350 ml.',
    ja: '手作業で釉薬をかけた炻器。容量350 ml。',
    it: 'Gres smaltato a mano, capienza 350 ml.',
  }),
  e('products.tote.name', 'Canvas tote bag', {
    de: 'Canvas-Tragetasche',
    es: 'Bolsa de lona',
    fr: 'Sac cabas en toile',
    ja: 'キャンバストートバッグ',
    it: 'Borsa in tela',
  }),
  e('products.tote.description', 'Heavy organic cotton with an inside pocket.', {
    de: 'Schwere Bio-Baumwolle mit Innentasche.',
    es: 'Algodón orgánico grueso con bolsillo interior.',
    fr: 'Coton bio épais avec poche intérieure.',
    ja: '内ポケット付きの厚手オーガニックコットン。',
    it: 'Cotone biologico pesante con tasca interna.',
  }),
  e('products.lamp.name', 'Desk lamp', {
    de: 'Schreibtischlampe',
    es: 'Lámpara de escritorio',
    fr: 'Lampe de bureau',
    ja: 'デスクライト',
    it: 'Lampada da scrivania',
  }),
  e('products.lamp.description', 'Warm, dimmable light with a solid oak base.', {
    de: 'Warmes, dimmbares Licht mit massivem Eichenfuß.',
    es: 'Luz cálida y regulable con base de roble macizo.',
    fr: 'Lumière chaude et réglable, pied en chêne massif.',
    ja: '無垢オーク材のベースに、暖かく調光できる光。',
    it: 'Luce calda e regolabile con base in rovere massello.',
  }),
  e('products.notebook.name', 'Linen notebook', {
    de: 'Leinen-Notizbuch',
    es: 'Cuaderno de lino',
    fr: 'Carnet en lin',
    ja: 'リネン装のノート',
    it: 'Taccuino in lino',
  }),
  e('products.notebook.description', '192 dotted pages, lies flat when open.', {
    de: '192 gepunktete Seiten, liegt aufgeschlagen flach.',
    es: '192 páginas punteadas, se abre completamente plano.',
    fr: "192 pages pointillées, s'ouvre à plat.",
    ja: 'ドット方眼192ページ、開いたまま平らになります。',
    it: '192 pagine puntinate, si apre in piano.',
  }),
  e(
    'product.price_from',
    'From %s',
    { de: 'Ab %s', es: 'Desde %s', fr: 'À partir de %s', ja: '%s から', it: 'Da %s' },
    '%s is the formatted price',
  ),
  e('product.add_to_cart', 'Add to cart', {
    de: 'In den Warenkorb',
    es: 'Añadir al carrito',
    fr: 'Ajouter au panier',
    ja: 'カートに入れる',
    it: 'Aggiungi al carrello',
  }),
  e('product.in_stock', 'In stock', {
    de: 'Auf Lager',
    es: 'En stock',
    fr: 'En stock',
    ja: '在庫あり',
    it: 'Disponibile',
  }),
  e('product.out_of_stock', 'Out of stock', {
    de: 'Nicht vorrätig',
    es: 'Agotado',
    fr: 'En rupture de stock',
    ja: '在庫切れ',
    it: 'Esaurito',
  }),
  e(
    'product.rating',
    'Rated %1$s out of %2$s',
    {
      de: 'Bewertet mit %1$s von %2$s',
      es: 'Valoración: %1$s de %2$s',
      fr: 'Noté %1$s sur %2$s',
      ja: '評価：%2$s点中%1$s点',
      it: 'Valutazione: %1$s su %2$s',
    },
    '%1$s is the average rating, %2$s the maximum',
  ),
  e('product.view_details', 'View details', {
    de: 'Details ansehen',
    es: 'Ver detalles',
    fr: 'Voir les détails',
    ja: '詳細を見る',
    it: 'Vedi dettagli',
  }),
  e(
    'actions.save',
    'Save',
    { de: 'Speichern', es: 'Guardar', fr: 'Enregistrer', ja: '保存', it: 'Salva' },
    'Generic save button (same text as checkout:address.save on purpose)',
  ),
  e('actions.cancel', 'Cancel', {
    de: 'Abbrechen',
    es: 'Cancelar',
    fr: 'Annuler',
    ja: 'キャンセル',
    it: 'Annulla',
  }),
  e('actions.show_more', 'Show more', {
    de: 'Mehr anzeigen',
    es: 'Mostrar más',
    fr: 'Afficher plus',
    ja: 'もっと見る',
    it: 'Mostra altro',
  }),
  e('actions.close', 'Close', {
    de: 'Schließen',
    es: 'Cerrar',
    fr: 'Fermer',
    ja: '閉じる',
    it: 'Chiudi',
  }),
  e(
    'promo.banner',
    '<b>Free shipping</b> on orders over {amount}',
    {
      de: '<b>Kostenloser Versand</b> ab einem Bestellwert von {amount}',
      es: '<b>Envío gratis</b> en pedidos superiores a {amount}',
      fr: "<b>Livraison gratuite</b> dès {amount} d'achat",
      ja: '{amount}以上のご注文で<b>送料無料</b>',
      it: '<b>Spedizione gratuita</b> per ordini superiori a {amount}',
    },
    'Keep the <b> tags around the offer',
  ),
  e('promo.code', 'Use code %s at checkout', {
    de: 'Code %s an der Kasse eingeben',
    es: 'Usa el código %s al pagar',
    fr: 'Utilisez le code %s lors du paiement',
    ja: 'ご購入手続きでコード %s を入力してください',
    it: 'Usa il codice %s alla cassa',
  }),
  e('promo.badge', 'Limited time', {
    // A draft too long for the badge: it is cut off (the fit check finds it).
    de: 'Nur für kurze Zeit erhältlich',
    es: 'Tiempo limitado',
    fr: 'Durée limitée',
    ja: '期間限定',
    it: 'Per poco tempo',
  }),
  e('newsletter.title', 'Join our newsletter', {
    de: 'Newsletter abonnieren',
    es: 'Suscríbete a nuestro boletín',
    fr: 'Inscrivez-vous à notre newsletter',
    ja: 'ニュースレターに登録',
    it: 'Iscriviti alla newsletter',
  }),
  e('newsletter.text', 'Get 10% off your first order.', {
    de: 'Sichern Sie sich 10 % Rabatt auf Ihre erste Bestellung.',
    es: 'Consigue un 10 % de descuento en tu primer pedido.',
    fr: 'Profitez de 10 % de réduction sur votre première commande.',
    ja: '初回のご注文が10%オフになります。',
    it: 'Ricevi il 10% di sconto sul tuo primo ordine.',
  }),
  e('newsletter.email_placeholder', 'Your email address', {
    de: 'Ihre E-Mail-Adresse',
    es: 'Tu correo electrónico',
    fr: 'Votre adresse e-mail',
    ja: 'メールアドレスを入力',
    it: 'Il tuo indirizzo email',
  }),
  e('newsletter.subscribe', 'Subscribe', {
    de: 'Abonnieren',
    es: 'Suscribirse',
    fr: "S'abonner",
    ja: '登録する',
    it: 'Iscriviti',
  }),
  e('newsletter.thanks', 'Thanks! Please check your inbox.', {
    de: 'Danke! Bitte sehen Sie in Ihrem Posteingang nach.',
    es: '¡Gracias! Revisa tu bandeja de entrada.',
    fr: 'Merci ! Consultez votre boîte de réception.',
    ja: 'ありがとうございます。受信トレイをご確認ください。',
    it: 'Grazie! Controlla la tua casella di posta.',
  }),
  e('help.title', 'Need help?', {
    de: 'Brauchen Sie Hilfe?',
    es: '¿Necesitas ayuda?',
    fr: "Besoin d'aide ?",
    ja: 'お困りですか？',
    it: 'Serve aiuto?',
  }),
  e('help.text', 'Our team answers within one business day.', {
    de: 'Unser Team antwortet innerhalb eines Werktags.',
    es: 'Nuestro equipo responde en un día laborable.',
    fr: 'Notre équipe répond sous un jour ouvré.',
    ja: '1営業日以内にスタッフがお答えします。',
    it: 'Il nostro team risponde entro un giorno lavorativo.',
  }),
  e('cookie.notice', 'We use cookies to improve your experience.', {
    de: 'Wir verwenden Cookies, um Ihr Erlebnis zu verbessern.',
    es: 'Usamos cookies para mejorar tu experiencia.',
    fr: 'Nous utilisons des cookies pour améliorer votre expérience.',
    ja: 'より快適にご利用いただくためにCookieを使用しています。',
    it: 'Utilizziamo i cookie per migliorare la tua esperienza.',
  }),
  e('cookie.accept', 'Accept', {
    de: 'Akzeptieren',
    es: 'Aceptar',
    fr: 'Accepter',
    ja: '同意する',
    it: 'Accetta',
  }),
  e('cookie.decline', 'Decline', {
    de: 'Ablehnen',
    es: 'Rechazar',
    fr: 'Refuser',
    ja: '拒否する',
    it: 'Rifiuta',
  }),
  e('recent.title', 'Recently viewed', {
    de: 'Zuletzt angesehen',
    es: 'Vistos recientemente',
    fr: 'Consultés récemment',
    ja: '最近チェックした商品',
    it: 'Visti di recente',
  }),
  e('reviews.title', 'Customer reviews', {
    de: 'Kundenbewertungen',
    es: 'Opiniones de clientes',
    fr: 'Avis clients',
    ja: 'カスタマーレビュー',
    it: 'Recensioni dei clienti',
  }),
  e(
    'reviews.by',
    'Review by {{name}}',
    {
      de: 'Bewertung von {{name}}',
      es: 'Opinión de {{name}}',
      fr: 'Avis de {{name}}',
      ja: '{{name}} さんのレビュー',
      it: 'Recensione di {{name}}',
    },
    '{{name}} is the reviewer’s display name',
  ),
  e('reviews.verified', 'Verified purchase', {
    de: 'Verifizierter Kauf',
    es: 'Compra verificada',
    fr: 'Achat vérifié',
    ja: '購入済み',
    it: 'Acquisto verificato',
  }),
  e('footer.copyright', '© 2026 Acme Store. All rights reserved.', {
    de: '© 2026 Acme Store. Alle Rechte vorbehalten.',
    es: '© 2026 Acme Store. Todos los derechos reservados.',
    fr: '© 2026 Acme Store. Tous droits réservés.',
    ja: '© 2026 Acme Store. 無断転載を禁じます。',
    it: '© 2026 Acme Store. Tutti i diritti riservati.',
  }),
  e('footer.privacy', 'Privacy policy', {
    de: 'Datenschutzerklärung',
    es: 'Política de privacidad',
    fr: 'Politique de confidentialité',
    ja: 'プライバシーポリシー',
    it: 'Informativa sulla privacy',
  }),
  e('footer.terms', 'Terms of service', {
    de: 'Nutzungsbedingungen',
    es: 'Condiciones del servicio',
    fr: "Conditions d'utilisation",
    ja: '利用規約',
    it: 'Termini di servizio',
  }),
  e('footer.contact', 'Contact us', {
    de: 'Kontakt',
    es: 'Contacto',
    fr: 'Nous contacter',
    ja: 'お問い合わせ',
    it: 'Contattaci',
  }),
];

const CHECKOUT: Entry[] = [
  e('cart.title', 'Your cart', {
    de: 'Ihr Warenkorb',
    es: 'Tu carrito',
    fr: 'Votre panier',
    ja: 'ショッピングカート',
    it: 'Il tuo carrello',
  }),
  e('cart.empty', 'Your cart is empty.', {
    de: 'Ihr Warenkorb ist leer.',
    es: 'Tu carrito está vacío.',
    fr: 'Votre panier est vide.',
    ja: 'カートに商品がありません。',
    it: 'Il tuo carrello è vuoto.',
  }),
  e('cart.item', 'Item', {
    de: 'Artikel',
    es: 'Artículo',
    fr: 'Article',
    ja: '商品',
    it: 'Articolo',
  }),
  e('cart.quantity', 'Quantity', {
    de: 'Menge',
    es: 'Cantidad',
    fr: 'Quantité',
    ja: '数量',
    it: 'Quantità',
  }),
  e('cart.price', 'Price', { de: 'Preis', es: 'Precio', fr: 'Prix', ja: '価格', it: 'Prezzo' }),
  e('cart.remove', 'Remove', {
    de: 'Entfernen',
    es: 'Eliminar',
    fr: 'Supprimer',
    ja: '削除',
    it: 'Rimuovi',
  }),
  e('cart.items_count', '{count} items in your cart', {
    de: '{count} Artikel in Ihrem Warenkorb',
    es: '{count} artículos en tu carrito',
    fr: '{count} articles dans votre panier',
    ja: 'カート内の商品：{count} 点',
    it: '{count} articoli nel carrello',
  }),
  e('cart.continue', 'Continue shopping', {
    de: 'Weiter einkaufen',
    es: 'Seguir comprando',
    fr: 'Continuer mes achats',
    ja: '買い物を続ける',
    it: 'Continua gli acquisti',
  }),
  e('cart.checkout', 'Proceed to checkout', {
    de: 'Zur Kasse',
    es: 'Tramitar pedido',
    fr: 'Valider mon panier',
    ja: 'レジに進む',
    it: "Procedi all'acquisto",
  }),
  e('shipping.title', 'Shipping address', {
    de: 'Lieferadresse',
    es: 'Dirección de envío',
    fr: 'Adresse de livraison',
    ja: 'お届け先',
    it: 'Indirizzo di spedizione',
  }),
  e('shipping.full_name', 'Full name', {
    de: 'Vollständiger Name',
    es: 'Nombre completo',
    fr: 'Nom complet',
    ja: '氏名',
    it: 'Nome e cognome',
  }),
  e('shipping.name_placeholder', 'First and last name', {
    de: 'Vor- und Nachname',
    es: 'Nombre y apellidos',
    fr: 'Prénom et nom',
    ja: '例：山田 太郎',
    it: 'Es. Mario Rossi',
  }),
  e('shipping.email', 'Email', {
    de: 'E-Mail',
    es: 'Correo electrónico',
    fr: 'E-mail',
    ja: 'メールアドレス',
    it: 'Email',
  }),
  e('shipping.email_placeholder', 'name@example.com', {
    de: 'name@beispiel.de',
    es: 'nombre@ejemplo.es',
    fr: 'nom@exemple.fr',
    ja: 'name@example.jp',
    it: 'nome@esempio.it',
  }),
  e('shipping.email_title', 'We’ll send your order confirmation here', {
    de: 'Hierhin senden wir Ihre Bestellbestätigung',
    es: 'Aquí te enviaremos la confirmación del pedido',
    fr: 'Nous vous enverrons ici la confirmation de commande',
    ja: 'ご注文確認メールをこちらにお送りします',
    it: "Qui invieremo la conferma dell'ordine",
  }),
  e('shipping.address', 'Street address', {
    de: 'Straße und Hausnummer',
    es: 'Dirección',
    fr: 'Adresse',
    ja: '住所',
    it: 'Indirizzo',
  }),
  e('shipping.address_placeholder', 'Street and house number', {
    de: 'z. B. Hauptstraße 12',
    es: 'Calle y número',
    fr: 'Numéro et nom de rue',
    ja: '例：千代田1-2-3',
    it: 'Via e numero civico',
  }),
  e('shipping.city', 'City', {
    de: 'Stadt',
    es: 'Ciudad',
    fr: 'Ville',
    ja: '市区町村',
    it: 'Città',
  }),
  e('shipping.postal_code', 'Postal code', {
    de: 'Postleitzahl',
    es: 'Código postal',
    fr: 'Code postal',
    ja: '郵便番号',
    it: 'CAP',
  }),
  e('shipping.country', 'Country', { de: 'Land', es: 'País', fr: 'Pays', ja: '国', it: 'Paese' }),
  e(
    'address.save',
    'Save',
    { de: 'Speichern', es: 'Guardar', fr: 'Enregistrer', ja: '保存', it: 'Salva' },
    'Saves the shipping address (same text as common:actions.save on purpose)',
  ),
  e('gift.label', 'Gift message (optional)', {
    de: 'Geschenknachricht (optional)',
    es: 'Mensaje de regalo (opcional)',
    fr: 'Message cadeau (facultatif)',
    ja: 'ギフトメッセージ（任意）',
    it: 'Messaggio regalo (facoltativo)',
  }),
  e('payment.title', 'Payment', {
    de: 'Zahlung',
    es: 'Pago',
    fr: 'Paiement',
    ja: 'お支払い',
    it: 'Pagamento',
  }),
  e(
    'payment.method:card',
    'Credit or debit card',
    {
      de: 'Kredit- oder Debitkarte',
      es: 'Tarjeta de crédito o débito',
      fr: 'Carte de crédit ou de débit',
      ja: 'クレジットカード・デビットカード',
      it: 'Carta di credito o di debito',
    },
    'The key contains a colon on purpose',
  ),
  e('payment.method:invoice', 'Pay by invoice', {
    de: 'Kauf auf Rechnung',
    es: 'Pago contra factura',
    fr: 'Paiement sur facture',
    ja: '請求書払い',
    it: 'Pagamento con fattura',
  }),
  e('payment.card_number', 'Card number', {
    de: 'Kartennummer',
    es: 'Número de tarjeta',
    fr: 'Numéro de carte',
    ja: 'カード番号',
    it: 'Numero della carta',
  }),
  e('payment.expiry', 'Expiry date (MM/YY)', {
    de: 'Ablaufdatum (MM/JJ)',
    es: 'Fecha de caducidad (MM/AA)',
    fr: "Date d'expiration (MM/AA)",
    ja: '有効期限（MM/YY）',
    it: 'Data di scadenza (MM/AA)',
  }),
  e('payment.cvc', 'Security code', {
    de: 'Sicherheitscode',
    es: 'Código de seguridad',
    fr: 'Code de sécurité',
    ja: 'セキュリティコード',
    it: 'Codice di sicurezza',
  }),
  e(
    'payment.pay_now',
    'Pay %s now',
    {
      de: 'Jetzt %s bezahlen',
      es: 'Pagar %s ahora',
      fr: 'Payer %s maintenant',
      ja: '%s を今すぐ支払う',
      it: 'Paga ora %s',
    },
    '%s is the order total',
  ),
  e('summary.title', 'Order summary', {
    de: 'Bestellübersicht',
    es: 'Resumen del pedido',
    fr: 'Récapitulatif de commande',
    ja: 'ご注文内容',
    it: "Riepilogo dell'ordine",
  }),
  e('summary.subtotal', 'Subtotal', {
    de: 'Zwischensumme',
    es: 'Subtotal',
    fr: 'Sous-total',
    ja: '小計',
    it: 'Subtotale',
  }),
  e('summary.shipping', 'Shipping', {
    de: 'Versand',
    es: 'Envío',
    fr: 'Livraison',
    ja: '送料',
    it: 'Spedizione',
  }),
  e('summary.free', 'Free', {
    de: 'Kostenlos',
    es: 'Gratis',
    fr: 'Gratuite',
    ja: '無料',
    it: 'Gratuita',
  }),
  e('summary.total', 'Total', { de: 'Gesamt', es: 'Total', fr: 'Total', ja: '合計', it: 'Totale' }),
  e(
    'summary.tax_note',
    'Includes %1$s VAT',
    {
      de: 'Inkl. %1$s MwSt.',
      es: 'IVA incluido: %1$s',
      fr: 'Dont TVA : %1$s',
      ja: 'うち消費税 %1$s',
      it: 'IVA inclusa: %1$s',
    },
    '%1$s is the tax amount',
  ),
  e('errors.card.declined', 'Your card was declined. Please try another payment method.', {
    de: 'Ihre Karte wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
    es: 'Tu tarjeta ha sido rechazada. Prueba con otro método de pago.',
    fr: 'Votre carte a été refusée. Veuillez essayer un autre moyen de paiement.',
    ja: 'カードが承認されませんでした。別のお支払い方法をお試しください。',
    it: 'La tua carta è stata rifiutata. Prova un altro metodo di pagamento.',
  }),
  e('errors.required', 'This field is required.', {
    de: 'Dieses Feld ist erforderlich.',
    es: 'Este campo es obligatorio.',
    fr: 'Ce champ est obligatoire.',
    ja: 'この項目は必須です。',
    it: 'Questo campo è obbligatorio.',
  }),
  e('errors.email_invalid', 'Please enter a valid email address.', {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    es: 'Introduce un correo electrónico válido.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    ja: '有効なメールアドレスを入力してください。',
    it: 'Inserisci un indirizzo email valido.',
  }),
  e('confirmation.place_order', 'Place order', {
    de: 'Zahlungspflichtig bestellen',
    es: 'Realizar pedido',
    fr: 'Passer la commande',
    ja: '注文を確定する',
    it: "Effettua l'ordine",
  }),
  e('confirmation.title', 'Thank you for your order!', {
    de: 'Vielen Dank für Ihre Bestellung!',
    es: '¡Gracias por tu pedido!',
    fr: 'Merci pour votre commande !',
    ja: 'ご注文ありがとうございます！',
    it: 'Grazie per il tuo ordine!',
  }),
  e(
    'confirmation.text',
    'Order <b>{orderId}</b> is confirmed. A receipt was sent to {{email}}.',
    {
      de: 'Bestellung <b>{orderId}</b> ist bestätigt. Die Quittung wurde an {{email}} gesendet.',
      es: 'El pedido <b>{orderId}</b> está confirmado. Hemos enviado el recibo a {{email}}.',
      fr: 'La commande <b>{orderId}</b> est confirmée. Un reçu a été envoyé à {{email}}.',
      ja: 'ご注文 <b>{orderId}</b> を承りました。領収書を {{email}} にお送りしました。',
      it: "L'ordine <b>{orderId}</b> è confermato. La ricevuta è stata inviata a {{email}}.",
    },
    'Mixes {single} and {{double}} placeholders and <b> markup',
  ),
];

/**
 * How a row departs from "delivered". `draft`: edited, stage 0, unconfirmed. `review`: confirmed
 * by the translator, stage 1. `proofread`: stage 2 (only `de` has that stage). `locked`: locked at
 * postreview and approved. `locked_review`: locked while still at stage 1 (locking alone delivers).
 */
type RowPlan =
  'empty' | 'mt' | 'draft' | 'review' | 'proofread' | 'locked' | 'locked_review' | 'missing';

type LiveLocale = 'de' | 'es' | 'fr' | 'ja';

/** Keyed `namespace:key`. Keys the demo site shows as plain, unmarked text stay delivered. */
const ROW_PLANS: Record<LiveLocale, Record<string, RowPlan>> = {
  de: {
    'common:meta.description': 'draft',
    'common:newsletter.thanks': 'empty',
    'common:product.view_details': 'empty',
    'checkout:errors.email_invalid': 'empty',
    'common:products.lamp.description': 'mt',
    'common:reviews.verified': 'mt',
    'checkout:payment.expiry': 'mt',
    'common:home.hero_text': 'draft',
    'common:promo.badge': 'draft',
    'checkout:summary.tax_note': 'draft',
    'checkout:gift.label': 'draft',
    'common:product.rating': 'review',
    'common:recent.title': 'review',
    'checkout:confirmation.title': 'review',
    'common:tabs.popular': 'proofread',
    'checkout:payment.method:invoice': 'proofread',
    'common:nav.home': 'locked',
    'checkout:errors.card.declined': 'locked_review',
    'common:header.account': 'missing',
    'checkout:payment.cvc': 'missing',
  },
  es: {
    'common:promo.code': 'empty',
    'common:reviews.verified': 'empty',
    'checkout:summary.tax_note': 'empty',
    'common:home.hero_text': 'mt',
    'common:products.tote.description': 'mt',
    'common:newsletter.text': 'mt',
    'checkout:shipping.email_title': 'mt',
    'common:header.tagline': 'draft',
    'common:recent.title': 'draft',
    'checkout:cart.items_count': 'draft',
    'checkout:payment.method:invoice': 'draft',
    'common:promo.badge': 'review',
    'common:products.notebook.description': 'review',
    'checkout:confirmation.text': 'review',
    'common:nav.shop': 'locked',
    'checkout:payment.method:card': 'locked_review',
    'common:help.title': 'missing',
    'checkout:errors.email_invalid': 'missing',
  },
  fr: {
    'common:reviews.by': 'empty',
    'common:cookie.decline': 'empty',
    'checkout:payment.expiry': 'empty',
    'common:reviews.verified': 'mt',
    'common:products.mug.description': 'mt',
    'checkout:errors.required': 'mt',
    'common:home.hero_title': 'draft',
    'common:tabs.new': 'draft',
    'checkout:shipping.email_title': 'draft',
    'checkout:payment.card_number': 'draft',
    'common:promo.banner': 'review',
    'common:newsletter.text': 'review',
    'checkout:cart.empty': 'review',
    'common:footer.copyright': 'locked',
    'checkout:payment.title': 'locked_review',
    'common:product.out_of_stock': 'missing',
    'checkout:gift.label': 'missing',
  },
  ja: {
    'common:home.hero_cta': 'empty',
    'common:product.rating': 'empty',
    'checkout:confirmation.text': 'empty',
    'common:products.notebook.description': 'mt',
    'common:newsletter.thanks': 'mt',
    'checkout:shipping.address': 'mt',
    'common:promo.banner': 'draft',
    'common:reviews.title': 'draft',
    'checkout:payment.pay_now': 'draft',
    'checkout:cart.checkout': 'draft',
    'common:header.tagline': 'review',
    'common:help.title': 'review',
    'checkout:summary.tax_note': 'review',
    'common:nav.cart': 'locked',
    'checkout:cart.title': 'locked_review',
    'common:cookie.decline': 'missing',
    'checkout:errors.card.declined': 'missing',
  },
};

/** What the machine engine produced for the `mt` rows: a little stiffer than a human's text. */
const MACHINE_TEXT: Partial<Record<LiveLocale, Record<string, string>>> = {
  de: {
    'common:products.lamp.description': 'Warmes, dimmbares Licht mit einer festen Eichenbasis.',
    'common:reviews.verified': 'Verifizierter Einkauf',
    'checkout:payment.expiry': 'Verfallsdatum (MM/JJ)',
  },
  es: {
    'common:home.hero_text': 'Productos simples y duraderos diseñados para durar por años.',
    'common:newsletter.text': 'Obtenga 10 % de descuento en su primer pedido.',
  },
  fr: {
    'common:reviews.verified': 'Achat confirmé',
    'checkout:errors.required': 'Ce champ est requis.',
  },
  ja: {
    'common:newsletter.thanks': 'ありがとう！受信箱を確認してください。',
    'checkout:shipping.address': '番地',
  },
};

function buildTarget(
  locale: SeedLocale,
  id: string,
  text: string,
  translatable: boolean,
): SeedTarget | undefined {
  const post = POSTREVIEW_STAGE[locale];
  const delivered: SeedTarget = {
    text,
    rowState: 'edited',
    stageIndex: post,
    isReady: true,
    confirmedBy: 'reviewer',
  };
  // Non-translatable keys keep an approved copy of the source: approved, yet never delivered.
  if (locale === 'it' || !translatable) return delivered;
  const plan = ROW_PLANS[locale][id];
  const draft = { text, rowState: 'edited', stageIndex: 0, confirmedBy: null } as const;
  switch (plan) {
    case undefined:
      return delivered;
    case 'missing':
      return undefined;
    case 'empty':
      return { text: '', rowState: 'empty', stageIndex: 0, confirmedBy: null };
    case 'mt':
      return {
        ...draft,
        text: MACHINE_TEXT[locale]?.[id] ?? text,
        rowState: 'machine_translated',
      };
    case 'draft':
      return draft;
    case 'review':
      return { ...draft, stageIndex: 1, confirmedBy: 'translator' };
    case 'proofread':
      return { ...draft, stageIndex: 2, confirmedBy: 'reviewer' };
    case 'locked':
      return { ...delivered, isLocked: true };
    case 'locked_review':
      return { ...draft, stageIndex: 1, confirmedBy: 'translator', isLocked: true };
  }
}

const LOCALES: SeedLocale[] = ['de', 'es', 'fr', 'ja', 'it'];

function toSeedKeys(namespace: SeedNamespace, entries: Entry[]): SeedKey[] {
  return entries.map((entry) => {
    const translatable = entry.translatable !== false;
    const description = entry.description ?? DEMO_DESCRIPTIONS[`${namespace}:${entry.key}`];
    const targets: SeedKey['targets'] = {};
    for (const locale of LOCALES) {
      const text = entry.t?.[locale] ?? entry.source;
      const target = buildTarget(locale, `${namespace}:${entry.key}`, text, translatable);
      if (target) targets[locale] = target;
    }
    return {
      namespace,
      key: entry.key,
      source: entry.source,
      ...(translatable ? {} : { translatable: false }),
      ...(description ? { description } : {}),
      targets,
    };
  });
}

export const SEED_KEYS: SeedKey[] = [
  ...toSeedKeys('common', COMMON),
  ...toSeedKeys('checkout', CHECKOUT),
];
