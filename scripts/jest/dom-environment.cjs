// The unit project's test environment: jest's jsdom one, with jsdom's style matching spared the rules
// that cannot apply to an element. getComputedStyle — which Testing Library's *ByRole (is it hidden?)
// and user-event (pointer-events, before every click and keystroke) call for an element and each of its
// ancestors — runs every selector of every style sheet (jsdom's ~120 default rules and the app's
// vanilla-extract classes) through nwsapi for each element, after every DOM change. Most selectors
// end in a class, tag or id the element does not have: that is checked here first, from the selector
// text alone, and only the rest go to nwsapi. A pre-check only ever says "cannot match"; a selector
// it does not fully understand (attributes, :not(…), escapes, namespaces) always goes to nwsapi, so
// getComputedStyle answers exactly as before.
const path = require('node:path');

const envDir = path.dirname(require.resolve('jest-environment-jsdom'));
const fromJsdom = (file) => require.resolve(`jsdom/lib/jsdom/living/helpers/${file}`, { paths: [envDir] });
// style-rules.js takes matchesDontThrow from selectors.js as it loads, so this runs before jsdom does
// (jest-environment-jsdom requires jsdom when the first environment is made).
if (require.cache[fromJsdom('style-rules.js')] === undefined) {
  const selectors = require(fromJsdom('selectors.js'));
  const nwsapiMatch = selectors.matchesDontThrow;
  selectors.matchesDontThrow = (elImpl, selector) =>
    mayMatch(elImpl, selector) ? nwsapiMatch(elImpl, selector) : false;
}

/** selector text → what the element must have for one of its selectors to match; null: ask nwsapi. */
const needs = new Map();
// A compound selector made only of these: a tag or *, .class, #id, :pseudo-class, ::pseudo-element.
const simple = /^(?:\*|[a-zA-Z][\w-]*)?(?:[.#]-?[_a-zA-Z][\w-]*|::?[a-zA-Z][\w-]*)*$/;
const part = /([.#]|::?)?(-?[_a-zA-Z][\w-]*|\*)/g;

function parse(selectorText) {
  // Anything outside plain names and combinators: no pre-check.
  if (typeof selectorText !== 'string' || /[^\w\s.#:>+~,*-]/.test(selectorText)) return null;
  const alternatives = [];
  for (const complex of selectorText.split(',')) {
    const compounds = complex.trim().split(/\s*[>+~]\s*|\s+/);
    const last = compounds[compounds.length - 1];
    if (!last || !simple.test(last)) return null;
    const need = { tag: null, id: null, classes: [] };
    for (const [, sigil, name] of last.matchAll(part)) {
      if (sigil === undefined) need.tag = name === '*' ? null : name.toLowerCase();
      else if (sigil === '.') need.classes.push(name.toLowerCase());
      else if (sigil === '#') need.id = name.toLowerCase();
      // pseudo-classes and pseudo-elements: no requirement taken from them.
    }
    alternatives.push(need);
  }
  return alternatives;
}

// Compared case-insensitively: never stricter than the selector engine (HTML tag names, quirks mode).
function mayMatch(elImpl, selectorText) {
  let alternatives = needs.get(selectorText);
  if (alternatives === undefined) {
    alternatives = parse(selectorText);
    needs.set(selectorText, alternatives);
  }
  if (alternatives === null) return true;
  const tag = String(elImpl._localName).toLowerCase();
  const id = (elImpl.getAttributeNS(null, 'id') ?? '').toLowerCase();
  const classAttr = elImpl.getAttributeNS(null, 'class');
  const classes = classAttr ? classAttr.toLowerCase().split(/[\t\n\f\r ]+/) : [];
  return alternatives.some(
    (need) =>
      (need.tag === null || need.tag === tag) &&
      (need.id === null || need.id === id) &&
      need.classes.every((c) => classes.includes(c)),
  );
}

module.exports = require('jest-environment-jsdom');
