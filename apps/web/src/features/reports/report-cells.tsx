import Box from '@mui/material/Box';

/**
 * A report's tables carry ten columns or more beside the side menu: their headers and their
 * names take two lines rather than be cut ("Fecha de v…", "FERNANDA …"), within the grid's own
 * row and header heights.
 */
const TWO_LINES = {
  whiteSpace: 'normal',
  lineHeight: 1.25,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  wordBreak: 'break-word',
} as const;

/** A column header that wraps: `renderHeader` of a report's column. */
export const wrappedHeader = (name: string) => () => (
  <Box component="span" sx={{ ...TWO_LINES, fontWeight: 500 }}>
    {name}
  </Box>
);

/** A cell's text on up to two lines, centred in the row as the grid's own cells are. */
export const WrappedText = ({ text }: { text: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
    <Box component="span" sx={TWO_LINES}>
      {text}
    </Box>
  </Box>
);
