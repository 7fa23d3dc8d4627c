// The preview page's own script: it listens to the server's events and
// keeps the page in step with the card's files. A new sheet is loaded into
// a second frame and takes the first one's place once it has loaded (and
// scrolled where the first one was), so the page never flashes empty.
'use strict';

(() => {
  const body = document.body;
  const frames = document.getElementById('frames');
  let locale = body.dataset.locale;
  let paper = body.dataset.paper;
  let version = Number(body.dataset.version);
  let pending = null;

  const query = () => new URLSearchParams({ locale, paper }).toString();

  // load shows version v of the sheet. For the sheet in view, only the
  // new body is fetched, and put in place of the one shown when the head
  // (the style and the fonts) is the same: the fonts stay loaded and the
  // place on the page stays. Anything else is loaded into a second frame
  // that takes the first one's place once it has loaded, so the page
  // never flashes empty.
  function load(v) {
    const current = frames.querySelector('iframe.current');
    const url = '/sheet.html?' + query() + '&v=' + v;
    if (current && current.dataset.query === query() && current.contentDocument && current.contentDocument.body) {
      patch(current, url, v);
      return;
    }
    swap(url, v, '');
  }

  // patch puts the body of the sheet at url into frame, or swaps the
  // frame for a fresh one if the sheet's head has changed.
  function patch(frame, url, v) {
    let head = '';
    fetch(url + '&part=body', { cache: 'no-store' }).then((r) => {
      if (!r.ok) throw new Error(r.status);
      head = r.headers.get('X-Sheet-Head') || '';
      return r.text();
    }).then((text) => {
      if (v !== version) return; // a newer build is on its way
      const doc = frame.contentDocument;
      if (!doc || !head || head !== frame.dataset.head) {
        swap(url, v, head);
        return;
      }
      const next = new DOMParser().parseFromString('<!doctype html><html><head></head>' + text + '</html>', 'text/html');
      doc.body.replaceWith(doc.adoptNode(next.body));
      frame.dataset.version = String(v);
      body.dataset.shown = String(v);
    }).catch(() => swap(url, v, head));
  }

  // swap loads url into a new frame that replaces the current one once
  // it has loaded, scrolled where the current one was; head is the
  // digest of its head when known.
  function swap(url, v, head) {
    if (pending) pending.remove();
    const next = document.createElement('iframe');
    next.title = 'the sheet';
    next.setAttribute('sandbox', 'allow-same-origin');
    next.className = 'next';
    next.dataset.version = String(v);
    next.dataset.query = query();
    next.dataset.head = head;
    next.src = url;
    next.addEventListener('load', () => {
      if (pending !== next) return;
      pending = null;
      const old = frames.querySelector('iframe.current');
      if (old) {
        try {
          next.contentWindow.scrollTo(old.contentWindow.scrollX, old.contentWindow.scrollY);
        } catch (e) { /* a frame that did not load keeps its own place */ }
        old.remove();
      }
      next.className = 'current';
      body.dataset.shown = String(v);
    }, { once: true });
    pending = next;
    frames.appendChild(next);
  }

  // el makes an element with text (never markup) and a class.
  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  // showProblems lists the problems over the sheet, or hides the list.
  function showProblems(st) {
    const box = document.getElementById('problems');
    const list = document.getElementById('problem-list');
    const head = document.getElementById('problems-head');
    list.replaceChildren(...st.problems.map((p) => {
      const li = el('li');
      if (p.pos) li.append(el('code', p.pos, 'pos'), ' ');
      li.append(el('span', p.message, 'msg'));
      return li;
    }));
    const n = st.problems.length;
    head.textContent = n + (n === 1 ? ' problem' : ' problems') +
      (st.version ? ': the sheet below is the last good one' : '');
    box.hidden = n === 0;
  }

  // showChoices rebuilds the locale switch (a locale may come or go) and
  // points the links at the current choice.
  function showChoices(st) {
    const nav = document.getElementById('locales');
    nav.replaceChildren(...st.locales.map((l) => {
      const a = el('a', l);
      a.href = '/?' + new URLSearchParams({ locale: l, paper }).toString();
      a.dataset.locale = l;
      if (l === locale) a.setAttribute('aria-current', 'page');
      return a;
    }));
    for (const a of document.querySelectorAll('#papers a')) {
      a.href = '/?' + new URLSearchParams({ locale, paper: a.dataset.paper }).toString();
    }
    document.getElementById('pdf').href = '/sheet.pdf?' + query();
    document.getElementById('png').href = '/sheet.png?' + query();
    document.getElementById('alone').href = '/sheet.html?' + query();
    document.getElementById('card').firstElementChild.textContent = st.card || '(no sheet yet)';
    const title = st.title && st.title[locale];
    document.title = (title ? title + ' — ' : '') + 'rulecard serve';
  }

  // showState says in the pill what is known of the files: their
  // problems first, so that it never says checked while one is shown.
  function showState(st) {
    const n = st.problems.length;
    let text = n ? n + (n === 1 ? ' problem' : ' problems') + (st.version ? ': the sheet shown is the last good one' : '')
      : st.version && st.unproven ? 'printed, not proven (no engine for its game)'
        : st.checking ? 'playing the games…' : (st.version ? 'checked' : 'no sheet yet');
    if (!st.watched) text += ' · not watched (a shipped card: run serve on its folder to edit it)';
    document.getElementById('state').textContent = text;
  }

  const events = new EventSource('/events');
  events.addEventListener('status', (e) => {
    const st = JSON.parse(e.data);
    st.locales = st.locales || [];
    if (st.locales.length && !st.locales.includes(locale)) {
      locale = st.locales[0];
      history.replaceState(null, '', '/?' + query());
      version = -1; // the chosen locale is gone: load the first one's sheet
    }
    showChoices(st);
    showProblems(st);
    showState(st);
    body.dataset.status = 'live';
    if (st.version && st.version !== version) {
      version = st.version;
      load(version);
    }
  });
  events.addEventListener('error', () => {
    body.dataset.status = 'reconnecting';
    document.getElementById('state').textContent = 'reconnecting to rulecard serve…';
  });
})();
