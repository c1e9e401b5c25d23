// Kasuwa storefront islands. Every page works without this file; with it, the variant picker shows one
// choice per option, adding to cart stays on the page, the cart count stays fresh, and search fields
// suggest products as people type.

// The page's words in its language (`sf-words`, from the storefront catalogue): `{name}`s filled in here.
const sfWords = JSON.parse(document.getElementById('sf-words')?.textContent || '{}');
const sfWord = (key, values = {}) =>
  (sfWords[key] || '').replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));

(() => {
  const base = document.body.dataset.base || '';
  const badge = () => document.querySelectorAll('[data-cart-count]');
  const setCount = (n) => {
    for (const el of badge()) el.textContent = String(n);
  };
  const toast = (text) => {
    const el = document.querySelector('.toast');
    if (!el) return;
    el.textContent = text;
    el.classList.add('show');
    setTimeout(() => el.classList.remove('show'), 2500);
  };

  // The count can be stale when a page comes back from the back/forward cache.
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    fetch(`${base}/cart.json`, { headers: { accept: 'application/json' } })
      .then((r) => r.json())
      .then((c) => setCount(c.count))
      .catch(() => {});
  });

  // Sharing: the phone's own share sheet and a Copy button where the browser has them; the WhatsApp
  // link and the link field work without this.
  const shareNative = document.querySelector('[data-share-native]');
  if (shareNative && navigator.share) {
    shareNative.hidden = false;
    shareNative.addEventListener('click', () => {
      navigator.share({ title: shareNative.dataset.title, url: shareNative.dataset.url }).catch(() => {});
    });
  }
  const link = document.querySelector('[data-share-link]');
  const copy = document.querySelector('[data-copy-link]');
  if (link) link.addEventListener('focus', () => link.select());
  if (link && copy && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener('click', () => {
      navigator.clipboard.writeText(link.value).then(
        () => toast(sfWord('linkCopied')),
        () => link.select(),
      );
    });
  }

  // Copy buttons for a value shown on the page (a USSD code, a transfer's account number, amount and
  // code): one mechanism for all, `data-copy` holds the value and `data-copy-label` names it in the
  // toast. Without the script the buttons stay hidden and the values stay selectable.
  if (navigator.clipboard) {
    for (const button of document.querySelectorAll('button[data-copy]')) {
      button.hidden = false;
      button.addEventListener('click', () => {
        const label = button.dataset.copyLabel;
        navigator.clipboard.writeText(button.dataset.copy).then(
          () => toast(sfWord('copied', { label: label || '' }).trim()),
          () => {},
        );
      });
    }
  }

  const data = document.getElementById('sf-variants');
  const form = document.querySelector('form[data-add-to-cart]');
  if (data && form) {
    const info = JSON.parse(data.textContent || '{}');
    const field = form.querySelector('[data-variant-field]');
    const select = form.querySelector('select[name="variantId"]');
    const price = document.querySelector('[data-price]');
    const stock = document.querySelector('[data-stock]');
    const button = form.querySelector('button[type="submit"]');
    if (field && select && info.options?.length) {
      const current = info.variants.find((v) => v.id === select.value) || info.variants[0];
      const pickers = info.options.map((opt) => {
        const wrap = document.createElement('div');
        wrap.className = 'field';
        const id = `opt-${opt.name.replace(/\W+/g, '-')}`;
        const label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = opt.name;
        const s = document.createElement('select');
        s.id = id;
        for (const value of opt.values) {
          const o = document.createElement('option');
          o.value = value;
          o.textContent = value;
          if (current && current.options[opt.name] === value) o.selected = true;
          s.append(o);
        }
        wrap.append(label, s);
        return { name: opt.name, wrap, select: s };
      });
      field.hidden = true;
      for (const p of pickers) field.before(p.wrap);
      const update = () => {
        const chosen = Object.fromEntries(pickers.map((p) => [p.name, p.select.value]));
        const match = info.variants.find((v) => pickers.every((p) => v.options[p.name] === chosen[p.name]));
        if (match) select.value = match.id;
        const available = Boolean(match && match.stock > 0);
        if (button) button.disabled = !available;
        if (stock)
          stock.textContent = !match
            ? sfWord('unavailable')
            : available
              ? sfWord('inStock', { count: match.stock })
              : sfWord('soldOut');
        if (price && match) {
          price.textContent = '';
          const span = document.createElement('span');
          span.className = 'price';
          span.textContent = match.price;
          if (match.compareAt) {
            const s = document.createElement('s');
            s.textContent = match.compareAt;
            span.append(s);
          }
          price.append(span);
        }
      };
      for (const p of pickers) p.select.addEventListener('change', update);
      update();
    }
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const body = new URLSearchParams(new FormData(form));
      fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } })
        .then((r) => r.json().then((j) => ({ ok: r.ok, j })))
        .then(({ ok, j }) => {
          if (!ok) return toast(j.error ? j.error.message : sfWord('addFailed'));
          setCount(j.count);
          toast(sfWord('added'));
        })
        .catch(() => form.submit());
    });
  }

  // Search suggestions: the best few products for what has been typed, from /search.json, after a
  // short pause in typing. Submitting the field still opens the search page, which works without this.
  for (const input of document.querySelectorAll('input[data-suggest]')) {
    const list = document.createElement('ul');
    list.className = 'suggest';
    list.id = `${input.id}-suggest`;
    list.setAttribute('role', 'listbox');
    list.hidden = true;
    input.form.append(list);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', list.id);
    input.setAttribute('aria-expanded', 'false');
    input.autocomplete = 'off';
    let timer;
    let active = -1;
    const show = (items) => {
      list.textContent = '';
      active = -1;
      input.removeAttribute('aria-activedescendant');
      items.forEach((item, i) => {
        const li = document.createElement('li');
        li.id = `${list.id}-${i}`;
        li.setAttribute('role', 'option');
        const a = document.createElement('a');
        a.href = item.url;
        a.tabIndex = -1;
        const title = document.createElement('span');
        title.textContent = item.title;
        const price = document.createElement('span');
        price.className = 'price';
        price.textContent = item.price;
        a.append(title, price);
        li.append(a);
        list.append(li);
      });
      list.hidden = items.length === 0;
      input.setAttribute('aria-expanded', String(!list.hidden));
    };
    input.addEventListener('input', () => {
      clearTimeout(timer);
      const q = input.value.trim();
      if (q.length < 2) return show([]);
      timer = setTimeout(() => {
        fetch(`${base}/search.json?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } })
          .then((r) => (r.ok ? r.json() : null))
          .then((j) => {
            // An answer to an older prefix arriving late must not replace the current one.
            if (j && input.value.trim() === q) show(j.items);
          })
          .catch(() => {});
      }, 150);
    });
    input.addEventListener('keydown', (e) => {
      const options = list.querySelectorAll('li');
      if (e.key === 'Escape') return show([]);
      if (list.hidden || options.length === 0) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const n = options.length;
        active = e.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
        options.forEach((o, i) => {
          o.setAttribute('aria-selected', String(i === active));
        });
        input.setAttribute('aria-activedescendant', options[active].id);
      } else if (e.key === 'Enter' && active >= 0) {
        e.preventDefault();
        location.href = options[active].querySelector('a').href;
      }
    });
    // Keeps the field focused while a suggestion is clicked, so the click lands before the list closes.
    list.addEventListener('mousedown', (e) => e.preventDefault());
    input.addEventListener('blur', () => show([]));
  }

  // A bank transfer's page: the time left on the account, and a look every few seconds so the page
  // turns to paid by itself (its Copy buttons are the generic ones above). Without this the page reloads.
  const transferBox = document.querySelector('[data-bank-transfer]');
  if (transferBox) {
    const clock = transferBox.querySelector('[data-expires]');
    if (clock) {
      const ends = Date.parse(clock.dataset.expires);
      const tick = () => {
        const left = Math.max(0, Math.round((ends - Date.now()) / 1000));
        const m = Math.floor(left / 60);
        const sec = String(left % 60).padStart(2, '0');
        clock.textContent = left > 0 ? ` (${m}:${sec} left)` : ' (closed)';
        if (left > 0) setTimeout(tick, 1000);
      };
      tick();
    }
    const statusUrl = transferBox.dataset.statusUrl;
    const stopAt = clock ? Date.parse(clock.dataset.expires) + 10 * 60_000 : Date.now() + 60 * 60_000;
    if (statusUrl) {
      const look = () => {
        if (Date.now() > stopAt) return;
        fetch(statusUrl, { headers: { accept: 'application/json' }, cache: 'no-store' })
          .then((r) => (r.ok ? r.json() : null))
          .then((s) => {
            if (s && s.state !== 'pending') location.replace(location.pathname);
            else setTimeout(look, 5000);
          })
          .catch(() => setTimeout(look, 10000));
      };
      setTimeout(look, 5000);
    }
  }
})();

// Ad and analytics tags the store connected (Meta pixel, Google Analytics 4). Nothing of theirs loads,
// and nothing is sent to Meta or Google from the browser, until the shopper accepts in the banner. The
// choice is kept per store on this device; "Cookie settings" in the footer asks again. Their scripts are
// allowed by the page's security policy only on stores that connected them.
(() => {
  const body = document.body;
  const pixel = body.dataset.metaPixel;
  const ga4 = body.dataset.ga4;
  if (!pixel && !ga4) return;
  const key = `kasuwa_sf_consent_${body.dataset.store}`;
  const stored = () => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const remember = (value) => {
    try {
      localStorage.setItem(key, value);
    } catch {}
  };
  let purchase = null;
  try {
    purchase = body.dataset.purchase ? JSON.parse(body.dataset.purchase) : null;
  } catch {}
  const script = (src) => {
    const s = document.createElement('script');
    s.async = true;
    s.src = src;
    document.head.appendChild(s);
  };
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    if (pixel) {
      if (!window.fbq) {
        const fbq = (...args) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args));
        Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
        window.fbq = fbq;
        window._fbq = fbq;
      }
      script('https://connect.facebook.net/en_US/fbevents.js');
      window.fbq('init', pixel);
      window.fbq('track', 'PageView');
      // The same event id as the server's Conversions API event: Meta counts the purchase once.
      if (purchase) {
        window.fbq(
          'track',
          'Purchase',
          { value: purchase.value, currency: purchase.currency },
          { eventID: purchase.eventId },
        );
      }
    }
    if (ga4) {
      window.dataLayer = window.dataLayer || [];
      window.gtag = function gtag() {
        // gtag.js reads the arguments object itself, not an array.
        // biome-ignore lint/complexity/noArguments: the form gtag.js expects
        window.dataLayer.push(arguments);
      };
      script(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4)}`);
      window.gtag('js', new Date());
      window.gtag('config', ga4);
      if (purchase) {
        window.gtag('event', 'purchase', {
          transaction_id: purchase.eventId,
          value: purchase.value,
          currency: purchase.currency,
        });
      }
    }
  };

  const tagNames = [pixel && 'Meta', ga4 && 'Google Analytics'].filter(Boolean);
  let names = tagNames.join(', ');
  try {
    names = new Intl.ListFormat(document.documentElement.lang, { type: 'conjunction' }).format(tagNames);
  } catch {}
  let banner = null;
  const ask = () => {
    if (banner) return;
    banner = document.createElement('div');
    banner.className = 'cookie-banner';
    banner.setAttribute('role', 'region');
    banner.setAttribute('aria-label', sfWord('cookieLabel'));
    const text = document.createElement('p');
    text.textContent = sfWord('cookieText', { names });
    const actions = document.createElement('div');
    actions.className = 'actions';
    for (const [value, label] of [
      ['granted', sfWord('accept')],
      ['denied', sfWord('decline')],
    ]) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.consent = value;
      b.textContent = label;
      b.addEventListener('click', () => {
        const before = stored();
        remember(value);
        banner.remove();
        banner = null;
        if (value === 'granted') load();
        // Scripts already running cannot be unloaded: a fresh page starts without them.
        else if (before === 'granted' && loaded) location.reload();
      });
      actions.appendChild(b);
    }
    banner.append(text, actions);
    body.appendChild(banner);
  };

  const footer = document.querySelector('footer');
  if (footer) {
    const settings = document.createElement('button');
    settings.type = 'button';
    settings.className = 'cookie-settings';
    settings.textContent = sfWord('cookieSettings');
    settings.addEventListener('click', ask);
    footer.appendChild(settings);
  }
  // With consent, the order tells the server's purchase event (Conversions API, Measurement Protocol)
  // which visit it came from: Meta's browser cookies and Google's client id, read at submit time.
  const checkout = document.querySelector('form[action$="/checkout"]');
  if (checkout) {
    checkout.addEventListener('submit', () => {
      if (stored() !== 'granted') return;
      const cookie = (name) => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? '';
      const ga = /^GA\d\.\d\.(\d+\.\d+)$/.exec(cookie('_ga'))?.[1] ?? '';
      for (const [name, value] of [
        ['adConsent', 'granted'],
        ['fbp', cookie('_fbp')],
        ['fbc', cookie('_fbc')],
        ['gaClientId', ga],
      ]) {
        let input = checkout.querySelector(`input[type=hidden][name=${name}]`);
        if (!input) {
          input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          checkout.appendChild(input);
        }
        input.value = decodeURIComponent(value);
      }
    });
  }

  const choice = stored();
  if (choice === 'granted') load();
  else if (choice !== 'denied') ask();
})();

// The language control submits itself when a language is picked; its button is for pages without this.
(() => {
  const form = document.querySelector('[data-lang-form]');
  const select = form?.querySelector('select');
  if (!form || !select) return;
  form.querySelector('button')?.setAttribute('hidden', '');
  select.addEventListener('change', () => form.submit());
})();
