import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../lib/format-number';

/** What a card shows of a sellable product (docs/api.md shoppings/getProducts). */
export interface SellableProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  documentUrl: string | null;
}

const IMAGE_HEIGHT = 112;

// Styles made once, not per card: 500 cards share them (emotion caches by object identity too).
const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  textAlign: 'left',
  height: '100%',
  width: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'background.paper',
  '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', boxShadow: 2 },
} as const;
const imageBoxSx = {
  height: IMAGE_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'grey.100',
  color: 'grey.600',
} as const;
const imageStyle = { width: '100%', height: IMAGE_HEIGHT, objectFit: 'contain' } as const;
const bodySx = {
  p: 1.5,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.25,
  flexGrow: 1,
} as const;
const nameSx = {
  fontWeight: 500,
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-word',
} as const;
// An off-screen card is neither laid out nor painted until it scrolls near (500 of them).
const wrapperStyle = { contentVisibility: 'auto', containIntrinsicSize: 'auto 230px' } as const;

/** A signed URL ends in the file's extension before its query string; a PDF is no picture. */
const isImage = (url: string | null): url is string =>
  url !== null && !(url.split('?')[0] ?? '').toLowerCase().endsWith('.pdf');

interface CardProps {
  product: SellableProduct;
  /** Stable across renders (useCallback): a card re-renders only when its product changes. */
  onSelect: (product: SellableProduct) => void;
}

function ProductCard({ product, onSelect }: CardProps) {
  const { t } = useTranslation();
  return (
    <div style={wrapperStyle}>
      <ButtonBase sx={cardSx} onClick={() => onSelect(product)}>
        <Box sx={imageBoxSx}>
          {isImage(product.documentUrl) ? (
            <img src={product.documentUrl} alt="" loading="lazy" style={imageStyle} />
          ) : (
            <ImageOutlinedIcon fontSize="large" />
          )}
        </Box>
        <Box sx={bodySx}>
          <Typography variant="body2" sx={nameSx}>
            {product.name}
          </Typography>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
            {formatMoney(product.price)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('sale.products.stock', { qty: formatCount(product.stock) })}
          </Typography>
        </Box>
      </ButtonBase>
    </div>
  );
}

const same = (a: SellableProduct, b: SellableProduct) =>
  a.id === b.id &&
  a.name === b.name &&
  a.price === b.price &&
  a.stock === b.stock &&
  a.documentUrl === b.documentUrl;

/**
 * A sellable product as a card (docs/spec.md §2): picture or placeholder, name, price and stock; a
 * click opens the add-line dialog. Re-rendered only when what it shows changes, so a search or
 * a new answer of the same products does not redraw all 500.
 */
export const SaleProductCard = memo(
  ProductCard,
  (before, after) => before.onSelect === after.onSelect && same(before.product, after.product),
);
