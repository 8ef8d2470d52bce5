// uPlot's stylesheet (uplot/dist/uPlot.min.css 1.6.32), carried as vanilla-extract global styles so
// the remote needs no plain-CSS loader; scoped under the chart box, fonts from the page.
import { globalStyle } from '@vanilla-extract/css';
import { chart } from './sales.css';

const g = (selector: string, style: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selector
      .split(',')
      .map((part) => `${chart} ${part.trim()}`)
      .join(', '),
    style,
  );

g('.uplot, .uplot *', { boxSizing: 'border-box' });
g('.uplot', { lineHeight: 1.5, width: 'min-content' });
g('.u-wrap', { position: 'relative', userSelect: 'none' });
g('.u-over, .u-under', { position: 'absolute' });
g('.u-under', { overflow: 'hidden' });
g('.uplot canvas', { display: 'block', position: 'relative', width: '100%', height: '100%' });
g('.u-axis', { position: 'absolute' });
g('.u-legend', { fontSize: '13px', margin: 'auto', textAlign: 'center' });
g('.u-inline', { display: 'block' });
g('.u-inline *', { display: 'inline-block' });
g('.u-inline tr', { marginRight: '16px' });
g('.u-legend th', { fontWeight: 600 });
g('.u-legend th > *', { verticalAlign: 'middle', display: 'inline-block' });
g('.u-legend .u-marker', { width: '1em', height: '1em', marginRight: '4px', backgroundClip: 'padding-box' });
g('.u-inline:not(.u-live) .u-value', { display: 'none' });
g('.u-series > *', { padding: '4px' });
g('.u-series th', { cursor: 'pointer' });
g('.u-legend .u-off > *', { opacity: 0.3 });
g('.u-select', { background: 'rgba(0,0,0,0.07)', position: 'absolute', pointerEvents: 'none' });
g('.u-cursor-x, .u-cursor-y', { position: 'absolute', left: 0, top: 0, pointerEvents: 'none' });
g('.u-hz .u-cursor-x', { height: '100%', borderRight: '1px dashed #607D8B' });
g('.u-hz .u-cursor-y', { width: '100%', borderBottom: '1px dashed #607D8B' });
g('.u-cursor-pt', {
  position: 'absolute',
  top: 0,
  left: 0,
  borderRadius: '50%',
  border: '0 solid',
  pointerEvents: 'none',
});
g('.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off', {
  display: 'none',
});
