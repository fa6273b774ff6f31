import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme, every text colour at WCAG AA (4.5:1) against the background it is
 * drawn on (issue 28; e2e/tests/portal-a11y.test.ts runs axe over every page). The ratios are
 * for 14 px text; antd derives the rest of each palette from the seed colours.
 */

/**
 * The brand orange, a shade deeper than antd's volcano (#d4380d, 4.3:1 on its own light
 * background): white on it 5.5:1, it on the selected menu item's #ffefe6 4.9:1, on white 5.5:1,
 * on the page's #f5f5f5 5.1:1.
 */
const brand = '#c4320a';

/**
 * Preset tag colours whose text (shade 7) on their background (shade 1) is under 4.5:1 take a
 * darker shade of the same hue (antd's Tag reads `<colour>7`): green 3.4 → 5.4:1 (#237804),
 * volcano 4.4 → 6.4:1 (#ad2102), orange 3.3 → 5.1:1 (#ad4e00), gold 2.8 → 6.5:1 (#874d00),
 * yellow 2.1 → 5.2:1 (#876800), lime 2.5 → 6.6:1 (#3f6600), cyan 3.4 → 5.8:1 (#006d75).
 */
const darkerTagText = {
  green7: '#237804',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  cyan7: '#006d75',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand,
    // Hover lightens the brand: the former brand orange keeps white on it at 4.8:1.
    colorPrimaryHover: '#d4380d',
    // Links and "info" (processing tags): antd's blue #1677ff is 4.1:1 on white; one shade
    // deeper 6.2:1, 5.5:1 on its light background.
    colorInfo: '#0958d9',
    // A hovered link darkens (9.0:1, 8.6:1 on a hovered row) rather than lightening to #579df2 (2.7:1).
    colorLinkHover: '#003eb3',
    // Form errors, danger buttons and error tags: #ff4d4f is 3.4:1 on white; #cf1322 5.6:1
    // (white on it too), 4.8:1 on its light background.
    colorError: '#cf1322',
    // Text in the status colours (a wallet's "+120 pts"): antd draws it in the seed colour,
    // success #52c41a 2.3:1 and warning #faad14 1.9:1 on white; the tags' darker shades 5.4:1 and 6.5:1.
    colorSuccessText: darkerTagText.green7,
    colorWarningText: darkerTagText.gold7,
    // Descriptions, secondary text, empty states: black at 45% is 3.3:1 on the page's #f5f5f5;
    // at 57% 5.0:1 there and 5.1:1 on white.
    colorTextTertiary: 'rgba(0, 0, 0, 0.57)',
    // Placeholders are read before a value is chosen (a select's "Status"): 55%, 4.7:1 on white.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
  },
  components: {
    // A table's "No orders yet" line is read, not disabled: black at 25% was 1.8:1 (a List's
    // is set in styles.css: the Spin inside a List resets the List's own tokens).
    Table: {
      colorTextDisabled: 'rgba(0, 0, 0, 0.57)',
      // Lists are "middle" tables: 12 px between columns instead of 16, so the agents' thirteen
      // columns and their actions fit a 1280 px screen.
      cellPaddingInlineMD: 6,
    },
    Tag: {
      ...darkerTagText,
      // Status tags draw their text in the status colour on its light background: success
      // #52c41a was 2.2:1, warning #faad14 1.9:1; the darker shades 5.4:1 and 6.5:1.
      colorSuccess: darkerTagText.green7,
      colorWarning: darkerTagText.gold7,
    },
  },
};
