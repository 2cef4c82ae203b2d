/**
 * What a pixel comparison cannot see, checked on the live page before every story's screenshot and on the e2e
 * pages: a baseline only says "as before", so a defect that was there when it was taken stays there.
 *
 * 1. **Parts the browser draws, not our CSS** — a textarea's resize grip, a native `<select>` arrow, unstyled
 *    checkboxes, radios, ranges and progress bars, a search field's clear button, disclosure triangles, list bullets,
 *    a broken-image icon, the default focus outline. They differ from one Chromium build to the next (a grip one pixel
 *    away failed 99 screenshots on a fresh machine), and they are not the design system's look.
 * 2. **Text or a control outside its box** — visible text that runs past the nearest box that draws an edge (a
 *    background, a border, a clip), text cut off by a clip without an ellipsis, and anything wider than the viewport
 *    or below the bottom of a fixed layer (a dialog) that cannot scroll.
 *
 * `auditPage` runs in the page and returns one readable line per finding (empty: nothing found). It is one
 * self-contained function (no imports, no outer names) so that Playwright can send its source to a page too.
 */
export function auditPage(): string[] {
  const findings: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  /** Sub-pixel layout and anti-aliasing: a pixel either side is not an overflow. */
  const slack = 1;

  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const clip = (s: string, n = 40) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  /** `<button aria-label="Close">`, `<textarea id="…">`, `<p> "Approve unlimited…"`: enough to find it. */
  const describe = (el: Element): string => {
    const attrs: string[] = [];
    for (const name of ['role', 'aria-label', 'name', 'type', 'data-slot']) {
      const value = el.getAttribute(name);
      if (value) attrs.push(`${name}="${clip(value, 30)}"`);
    }
    if (!attrs.length && el.id) attrs.push(`id="${el.id}"`);
    const words = text(el);
    const label = `<${el.tagName.toLowerCase()}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`;
    return words ? `${label} "${clip(words)}"` : label;
  };
  /** The closest landmark, dialog or labelled region: where on the page the element is. */
  const where = (el: Element) => {
    const region = el.parentElement?.closest(
      'dialog, [role="dialog"], [role="alertdialog"], nav, header, main, footer, form, section[aria-label], [aria-labelledby]',
    );
    return region ? ` in ${describe(region).replace(/ ".*$/, '')}` : '';
  };
  const shown = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const { width, height } = el.getBoundingClientRect();
    return width > 0 && height > 0;
  };
  /** Visually hidden on purpose (screen-reader text): a 1 px box, or clipped to nothing. */
  const srOnly = (el: Element) => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const rect = node.getBoundingClientRect();
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath.startsWith('inset(50%')) return true;
      if (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') return true;
    }
    return false;
  };

  // 1. Parts the browser draws; and, seen on the same pass, boxes that scroll sideways (reported with the overflow).
  const sideways: Element[] = [];
  const nativeInputs = new Set(['checkbox', 'radio', 'range', 'color', 'file', 'date', 'time', 'datetime-local']);
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || srOnly(el)) continue;
    const style = getComputedStyle(el);
    // A box that scrolls sideways without meaning to: overflow-y: auto makes overflow-x auto too, so an unbroken
    // address in a dialog's body scrolls sideways inside it rather than wrap. A deliberate horizontal scroller is
    // reachable by keyboard (a tabindex) and says so.
    if (
      ['auto', 'scroll'].includes(style.overflowX) &&
      el.scrollWidth > el.clientWidth + slack &&
      !el.hasAttribute('tabindex')
    ) {
      sideways.push(el);
    }
    const tag = el.tagName.toLowerCase();
    const native = style.appearance !== 'none';
    let part: string | null = null;
    if (style.resize !== 'none' && style.overflow !== 'visible') {
      part = `the browser's resize grip (resize: ${style.resize}): use resize: none (let it grow with its content)`;
    } else if (tag === 'select' && native) {
      part = 'a native <select> arrow: style it (appearance: none and our own chevron) or use a Sigil picker';
    } else if (tag === 'input' && native && nativeInputs.has((el as HTMLInputElement).type)) {
      part = `a native ${(el as HTMLInputElement).type} control: use Sigil's own (Radix) control`;
    } else if (tag === 'input' && (el as HTMLInputElement).type === 'search') {
      part = 'a search field\'s native clear button: use type="text" (role="searchbox" when it filters)';
    } else if ((tag === 'progress' || tag === 'meter') && native) {
      part = `a native <${tag}>: style it or use Sigil's own`;
    } else if (
      style.display === 'list-item' &&
      ['disc', 'circle', 'square', 'disclosure-open', 'disclosure-closed'].includes(style.listStyleType) &&
      style.listStyleImage === 'none'
    ) {
      part = `the browser's ${style.listStyleType} marker: list-style: none, or an icon of ours`;
    } else if (tag === 'img' && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 0) {
      part = "the browser's broken-image icon: the image did not load";
    }
    if (part) findings.push(`browser-drawn: ${describe(el)}${where(el)} shows ${part}`);
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body && shown(focused)) {
    const style = getComputedStyle(focused);
    if (style.outlineStyle === 'auto' && Number.parseFloat(style.outlineWidth) > 0) {
      findings.push(
        `browser-drawn: ${describe(focused)}${where(focused)} shows the browser's default focus outline: give it our focus ring (or blur it before the shot)`,
      );
    }
  }

  // 2. Text and controls that leave their box.
  type Box = { left: number; right: number; top: number; bottom: number };
  const tagOf = (el: Element) => describe(el).replace(/ ".*$/, '');
  const sides = ['top', 'right', 'bottom', 'left'] as const;
  /** A background or a border: an edge a person sees. */
  const drawsEdge = (el: Element, style: CSSStyleDeclaration) =>
    (el !== document.body && !['rgba(0, 0, 0, 0)', 'transparent'].includes(style.backgroundColor)) ||
    sides.some(
      (side) =>
        Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        style.getPropertyValue(`border-${side}-style`) !== 'none' &&
        style.getPropertyValue(`border-${side}-color`) !== 'rgba(0, 0, 0, 0)',
    );
  const paddingBox = (el: Element, style: CSSStyleDeclaration): Box => {
    const r = el.getBoundingClientRect();
    const w = (side: string) => Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) || 0;
    return {
      left: r.left + w('left'),
      right: r.right - w('right'),
      top: r.top + w('top'),
      bottom: r.bottom - w('bottom'),
    };
  };
  /** How far `inner` reaches past `outer`, side by side ("37 px right"), or null when it fits. */
  const beyond = (inner: Box, outer: Box) => {
    const by = {
      left: outer.left - inner.left,
      right: inner.right - outer.right,
      top: outer.top - inner.top,
      bottom: inner.bottom - outer.bottom,
    };
    const past = Object.entries(by).filter(([, px]) => px > slack);
    return past.length ? past.map(([side, px]) => `${Math.round(px)} px ${side}`).join(', ') : null;
  };
  /**
   * Follows a piece of text (or a control's box) outwards: a clip without an ellipsis cuts it; a scroll container
   * keeps it reachable (what lies beyond is scrolled to); any box with a visible edge must hold it, up to the layer
   * it sits on (a positioned popover, a fixed dialog); last, the viewport's width, and its height for a fixed layer.
   */
  /** What is followed: text (an ellipsis may cut it), a control with an edge, or one without (only the screen). */
  type Kind = 'text' | 'box' | 'bare';
  const leaves = (start: Element | null, span: Box, what: string, kind: Kind, own?: CSSStyleDeclaration) => {
    let visible = { ...span };
    // A control that is a layer itself (fixed, absolute) is held by the screen, not by the boxes under it.
    let edges = kind !== 'bare' && own?.position !== 'fixed' && own?.position !== 'absolute';
    let fixed = own?.position === 'fixed';
    for (let node = start; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = paddingBox(node, style);
      const clipX = style.overflowX !== 'visible';
      const clipY = style.overflowY !== 'visible';
      if (clipX || clipY) {
        // Per axis: a scrolling axis keeps what lies beyond reachable; a hidden or clipped one cuts it.
        const cutX = clipX && !['auto', 'scroll'].includes(style.overflowX);
        const cutY = clipY && !['auto', 'scroll'].includes(style.overflowY);
        const cut = {
          left: cutX ? box.left : -Infinity,
          right: cutX ? box.right : Infinity,
          top: cutY ? box.top : -Infinity,
          bottom: cutY ? box.bottom : Infinity,
        };
        const past = beyond(visible, cut);
        const ellipsis = style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none';
        if (past && kind !== 'bare' && !(kind === 'text' && ellipsis))
          return `${what} is cut off by ${tagOf(node)} by ${past}`;
        visible = {
          left: clipX ? Math.max(visible.left, box.left) : visible.left,
          right: clipX ? Math.min(visible.right, box.right) : visible.right,
          top: clipY ? Math.max(visible.top, box.top) : visible.top,
          bottom: clipY ? Math.min(visible.bottom, box.bottom) : visible.bottom,
        };
      }
      if (edges && drawsEdge(node, style)) {
        const past = beyond(visible, box);
        if (past) return `${what} runs out of ${tagOf(node)} by ${past}`;
      }
      if (style.position === 'fixed') fixed = true;
      // A layer of its own: the boxes under it are not its container.
      if (style.position === 'fixed' || style.position === 'absolute') edges = false;
    }
    const screen = {
      left: 0,
      right: viewportWidth,
      top: fixed ? 0 : -Infinity,
      bottom: fixed ? viewportHeight : Infinity,
    };
    const past = beyond(visible, screen);
    return past
      ? `${what} leaves the ${viewportWidth} × ${viewportHeight} viewport${fixed ? ' (in a fixed layer)' : ''} by ${past}`
      : null;
  };
  const reported = new Set<Element>();
  const report = (el: Element, problem: string | null) => {
    if (!problem) return;
    // One line for a block of overflowing text or a control, not one per word or per child.
    for (let node: Element | null = el; node; node = node.parentElement) if (reported.has(node)) return;
    reported.add(el);
    findings.push(`overflow: ${problem}${where(el)}`);
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    const words = node.textContent?.replace(/\s+/g, ' ').trim();
    if (!owner || !words || !shown(owner)) continue;
    if (owner.closest('textarea, select, option, script, style, svg') || srOnly(owner)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    const span = {
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    report(owner, leaves(owner, span, `text "${clip(words)}"`, 'text'));
  }

  const controls = document.body.querySelectorAll(
    'button, a[href], input, select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="combobox"]',
  );
  for (const el of controls) {
    // A control with an edge of its own must fit its box whole; one without (an icon button, a link) may bleed into
    // its box's padding, but must be on the screen (a dialog's close button off the edge of a phone).
    if (!shown(el) || srOnly(el)) continue;
    const own = getComputedStyle(el);
    report(
      el,
      leaves(el.parentElement, el.getBoundingClientRect(), describe(el), drawsEdge(el, own) ? 'box' : 'bare', own),
    );
  }

  for (const el of sideways) {
    const right = el.getBoundingClientRect().right;
    const inner = [...el.querySelectorAll('*')].find((child) => child.getBoundingClientRect().right > right + slack);
    report(
      el,
      `${tagOf(el)} scrolls sideways: its content is ${el.scrollWidth - el.clientWidth} px wider than it${inner ? ` (${describe(inner)})` : ''}`,
    );
  }

  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth + slack) {
    findings.push(`overflow: the page is ${pageWidth} px wide on a ${viewportWidth} px screen (it scrolls sideways)`);
  }
  return findings;
}
