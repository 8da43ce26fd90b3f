/**
 * The interaction run of bench:web: each page loaded as a new visitor on a mid-range phone would,
 * tapping the header's menu or language picker from the first paint on.
 *
 * Playwright drives Chromium at 390 px with the CPU slowed 4× (Emulation.setCPUThrottlingRate) and
 * a slow 4G network (Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down). Each
 * load is a fresh browser context (empty cache). From the first contentful paint on, the bench taps
 * the toggle every TAP_INTERVAL_MS until its popup shows; the page records, on its own clock, when
 * each tap arrived and was lifted, and when the popup first became visible. The load ends once the
 * page is idle (no request and no long task for QUIET_MS). Per load: first contentful paint; the
 * answer to the first tap after the paint, as INP counts a tap: the longer of the wait from the
 * lift until the popup is visible and of each of the tap's events (Event Timing) from its arrival
 * to the frame after it, so a touch that waits behind a busy page counts, while the time the
 * finger is down, which the harness stretches on a busy machine, does not; how late that first tap
 * came after the paint (the harness's own delay in noticing the paint, which is not the page's); the
 * longest main-thread task (PerformanceObserver "longtask"); the script bytes on the wire.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { median } from './lib.ts';

/** What the visitor taps: the mobile menu's toggle or the language picker's. */
export type Target = 'menu' | 'language';

export interface LoadFigures {
  fcp: number;
  /** Milliseconds the first tap after the first paint waited for its answer, as INP counts it; NaN if the popup never showed. */
  answer: number;
  /** Milliseconds from the first paint until the first tap arrived: the harness's delay. */
  firstTap: number;
  longestTask: number;
  /** The longest task that started after the first paint: what a tap may wait behind. */
  longestTaskAfterPaint: number;
  scriptBytes: number;
}

export interface PageFigures {
  fcp: number;
  menu: number;
  language: number;
  /** The median delay of the first tap after the paint, over all loads. */
  firstTap: number;
  longestTask: number;
  longestTaskAfterPaint: number;
  scriptBytes: number;
}

const VIEWPORT = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TAP_INTERVAL_MS = 50;
const QUIET_MS = 2000;
const GIVE_UP_MS = 30_000;

const TOGGLE_SELECTORS: Record<Target, string> = {
  menu: '[aria-controls="mobile-menu"], [popovertarget="mobile-menu"]',
  language: 'header [popovertarget]:not([popovertarget="mobile-menu"]), header [aria-controls]:not([aria-controls="mobile-menu"])',
};

/**
 * Runs in the page before its own scripts: notes long tasks and the moment the popup the target
 * controls is first visible (checked in the frame after any DOM change, click or popover toggle).
 * Finds the toggle in the markup as it is before and after the app hydrates it (aria-controls or
 * popovertarget). Plain JavaScript in a string: tsx would wrap named functions in a helper the
 * page does not have.
 */
const watchPage = (target: Target) => `(() => {
  const state = { visibleAt: NaN, tasks: [], lastTaskEnd: 0, taps: [], lifts: [], events: [] };
  window.benchState = state;
  // The event's time stamp is when the tap reached the page, so a wait behind a busy main thread counts.
  document.addEventListener('pointerdown', (event) => state.taps.push(event.timeStamp), true);
  document.addEventListener('pointerup', (event) => state.lifts.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.events.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.tasks.push({ start: entry.startTime, duration: entry.duration });
      state.lastTaskEnd = Math.max(state.lastTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const popup = () => {
    const toggle = document.querySelector(${JSON.stringify(TOGGLE_SELECTORS[target])});
    const id = toggle && (toggle.getAttribute('popovertarget') || toggle.getAttribute('aria-controls'));
    return id ? document.getElementById(id) : null;
  };
  const check = () =>
    requestAnimationFrame(() => {
      const shown = popup();
      if (Number.isNaN(state.visibleAt) && shown && shown.checkVisibility()) state.visibleAt = performance.now();
    });
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
  document.addEventListener('toggle', check, true);
  document.addEventListener('click', check, true);
})()`;

interface PageState {
  visibleAt: number;
  taps: number[];
  lifts: number[];
  /** Event Timing entries of at least 16 ms: when each event arrived and how long until the frame after it. */
  events: { start: number; duration: number }[];
  tasks: { start: number; duration: number }[];
  lastTaskEnd: number;
  fcp: number;
  now: number;
}

const readState = (page: Page) =>
  page.evaluate((): PageState => {
    const { benchState } = window as unknown as { benchState: Omit<PageState, 'fcp' | 'now'> };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { ...benchState, fcp, now: performance.now() };
  });

/** The centre of the target's toggle, in CSS pixels of the viewport. */
const toggleCentre = (page: Page, target: Target) =>
  page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (!box) throw new Error(`no toggle ${selector} on ${location.href}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, TOGGLE_SELECTORS[target]);

async function tap(cdp: CDPSession, at: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor's load of `url`, tapping `target` from the first paint until its popup shows. */
export async function measureLoad(browser: Browser, url: string, target: Target): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage(target));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });

    const scripts = new Set<string>();
    const inFlight = new Set<string>();
    let scriptBytes = 0;
    let lastNetworkActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastNetworkActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    const settle = (requestId: string) => {
      inFlight.delete(requestId);
      lastNetworkActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
      settle(event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => settle(event.requestId));
    const painted = new Promise<void>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve();
      }),
    );

    const started = Date.now();
    const loaded = page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await painted;
    const at = await toggleCentre(page, target);
    let state = await readState(page);
    while (Number.isNaN(state.visibleAt) && Date.now() - started < GIVE_UP_MS) {
      await tap(cdp, at);
      await sleep(TAP_INTERVAL_MS);
      state = await readState(page);
    }
    await loaded;
    // Idle: neither a request nor a long task for QUIET_MS.
    while (Date.now() - started < GIVE_UP_MS) {
      await sleep(250);
      state = await readState(page);
      const quietNetwork = inFlight.size === 0 && Date.now() - lastNetworkActivity >= QUIET_MS;
      if (quietNetwork && state.now - state.lastTaskEnd >= QUIET_MS) break;
    }
    const longest = (tasks: PageState['tasks']) => Math.max(0, ...tasks.map((task) => task.duration));
    const firstTap = state.taps.find((time) => time >= state.fcp) ?? NaN;
    const lift = state.lifts.find((time) => time >= firstTap) ?? NaN;
    const slowestEvent = Math.max(0, ...state.events.filter((e) => e.start >= firstTap && e.start <= lift).map((e) => e.duration));
    return {
      fcp: state.fcp,
      answer: Math.max(state.visibleAt - lift, slowestEvent),
      firstTap: firstTap - state.fcp,
      longestTask: longest(state.tasks),
      longestTaskAfterPaint: longest(state.tasks.filter((task) => task.start >= state.fcp)),
      scriptBytes,
    };
  } finally {
    await context.close();
  }
}

/** Medians of `runs` loads per target: the menu's loads and the picker's loads each give their answer; the other figures are over all of them. */
export async function measurePage(browser: Browser, url: string, runs: number): Promise<PageFigures> {
  const loads: Record<Target, LoadFigures[]> = { menu: [], language: [] };
  for (let run = 0; run < runs; run++) {
    for (const target of ['menu', 'language'] as const) loads[target].push(await measureLoad(browser, url, target));
  }
  const all = [...loads.menu, ...loads.language];
  // A popup that never showed counts as the slowest answer.
  const answers = (target: Target) => loads[target].map((l) => (Number.isNaN(l.answer) ? Infinity : l.answer));
  return {
    fcp: median(all.map((l) => l.fcp)),
    menu: median(answers('menu')),
    language: median(answers('language')),
    firstTap: median(all.map((l) => l.firstTap)),
    longestTask: median(all.map((l) => l.longestTask)),
    longestTaskAfterPaint: median(all.map((l) => l.longestTaskAfterPaint)),
    scriptBytes: median(all.map((l) => l.scriptBytes)),
  };
}

export function launchPhoneBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
}
