import './generated/fonts/fonts.css'; // scripts/build-fonts.ts
import './styles.css';

import { afterFirstPaint } from './app/afterFirstPaint.ts';

/*
 * The entry the page loads: its styles and fonts, and a few lines. The app's scripts are fetched
 * only once a prerendered page has been painted: on a slow connection they would share the
 * bandwidth with the stylesheet and the fonts the first paint waits for. Until they run, links work
 * as plain links; the page says when it answers input (src/ui/MarkInteractive.tsx).
 */
const start = () => void import('./hydrate.tsx').then((app) => app.default());
if (document.getElementById('root')?.firstElementChild) afterFirstPaint(start);
else start();
