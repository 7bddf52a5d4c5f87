import { observedRules } from '../jsdom-css';

/** The test environment's two shortcuts (tests/jsdom-labels.ts, tests/jsdom-environment.ts) give what jsdom gives. */
describe("a label's control, found through the document's ids", () => {
  afterEach(() => document.body.replaceChildren());

  const html = (markup: string) => {
    document.body.innerHTML = markup;
    return document.body;
  };
  const label = () => document.querySelector('label')!;

  it.each([
    ['the element with its id', '<label for="a">A</label><input id="a">', 'INPUT#a'],
    [
      'the first with that id, in tree order',
      '<label for="a">A</label><select id="a"></select><input id="a">',
      'SELECT#a',
    ],
    [
      'none when the first with that id is not labelable',
      '<label for="a">A</label><div id="a"></div><input id="a">',
      null,
    ],
    ['none for a hidden input', '<label for="a">A</label><input id="a" type="hidden">', null],
    ['none for an empty for', '<label for="">A <input id="b"></label>', null],
    ['none for an unknown id', '<label for="x">A</label><input id="a">', null],
    [
      'its first labelable descendant without for',
      '<label>A <input id="b" type="hidden"><textarea id="c"></textarea></label>',
      'TEXTAREA#c',
    ],
  ])('%s', (_, markup, expected) => {
    html(markup);
    const control = label().control;
    expect(control ? `${control.tagName}#${control.id}` : null).toBe(expected);
  });

  it("outside the document, jsdom's own walk", () => {
    const fragment = document.createElement('div');
    fragment.innerHTML = '<label for="a">A</label><input id="a">';
    expect(fragment.querySelector('label')!.control).toBe(fragment.querySelector('input'));
  });

  it("an input's labels: the one that names it and the one around it", () => {
    html('<label for="a">Uno</label><label>Dos <input id="a"></label><label for="b">Tres</label>');
    expect([...(document.querySelector('input')!.labels ?? [])].map((l) => l.textContent)).toEqual([
      'Uno',
      'Dos ',
    ]);
  });
});

describe("jsdom's default stylesheet, cut to what tests observe", () => {
  it.each([
    ['div', 'display', 'block'],
    ['li', 'display', 'list-item'],
    ['td', 'display', 'table-cell'],
    ['script', 'display', 'none'],
  ])('<%s> %s: %s', (tag, property, value) => {
    const el = document.body.appendChild(document.createElement(tag));
    expect(getComputedStyle(el).getPropertyValue(property)).toBe(value);
    el.remove();
  });

  it('hidden elements and closed dialogs are display: none', () => {
    document.body.innerHTML = '<p hidden>x</p><dialog>y</dialog><input type="hidden">';
    for (const el of document.body.children) expect(getComputedStyle(el).display).toBe('none');
    document.body.replaceChildren();
  });

  it('keeps the rules that set what tests read, at-rules with them, and drops the rest', () => {
    const css = `/* c */ a:link { color: blue; }
      p, div { display: block; margin: 1em; }
      :focus-visible { outline: auto; }
      span.x { visibility: hidden }
      b { pointer-events: none; }
      q::before { content: open-quote; }
      @media (scripting) { noscript { display: none !important; } }
      @media print { a { color: black; } }`;
    expect(
      observedRules(css)
        .split('\n')
        .map((r) => r.trim()),
    ).toEqual([
      'p, div { display: block; margin: 1em; }',
      'span.x { visibility: hidden }',
      'b { pointer-events: none; }',
      'q::before { content: open-quote; }',
      '@media (scripting) { noscript { display: none !important; } }',
    ]);
  });
});
