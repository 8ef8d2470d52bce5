import { EMPTY_PARAGRAPH } from '@shirube/domain';
import { schema } from './schema';
import { docToParagraphs, paragraphsToDoc, sanitizedParagraphs } from './serialize';

const n = schema.nodes;
const p = (text: string) => n.paragraph!.create(null, text ? schema.text(text) : undefined);

describe('ProseMirror doc ↔ body paragraphs', () => {
  it('turns every top-level block into one paragraph and the marker into payArticleLine', () => {
    const doc = n.doc!.create(null, [
      p('無料の導入'),
      n.heading!.create({ level: 2 }, schema.text('見出し')),
      n.bullet_list!.create(null, [
        n.list_item!.create(null, p('一つ目')),
        n.list_item!.create(null, p('二つ目')),
      ]),
      n.paywall!.create(),
      n.paragraph!.create(null, [
        schema.text('有料の'),
        schema.text('本題', [schema.marks.strong!.create()]),
      ]),
      n.code_block!.create(null, schema.text('const a = 1;')),
    ]);
    expect(docToParagraphs(doc)).toEqual({
      body: [
        '<p>無料の導入</p>',
        '<h2>見出し</h2>',
        '<ul><li><p>一つ目</p></li><li><p>二つ目</p></li></ul>',
        '<p>有料の<strong>本題</strong></p>',
        '<pre><code>const a = 1;</code></pre>',
      ],
      payArticleLine: 3,
    });
  });

  it('round-trips paragraphs and the paywall position', () => {
    const body = [
      '<p>はじめに <a href="https://example.com/">リンク</a></p>',
      '<blockquote><p>引用</p></blockquote>',
      '<h3>小見出し</h3>',
      '<ol><li><p>手順</p></li></ol>',
      '<p><img src="/uploads/items/a.png" alt="図" /></p>',
    ];
    const doc = paragraphsToDoc(body, 2);
    expect(doc.child(2).type.name).toBe('paywall');
    const back = docToParagraphs(doc);
    expect(back.payArticleLine).toBe(2);
    expect(back.body).toHaveLength(5);
    expect(back.body[0]).toContain('<a href="https://example.com/"');
    expect(back.body[4]).toContain('<img src="/uploads/items/a.png"');
    expect(docToParagraphs(paragraphsToDoc(back.body, back.payArticleLine))).toEqual(back);
  });

  it('strips what the sanitiser forbids and keeps a marker placed after the last paragraph', async () => {
    const doc = n.doc!.create(null, [
      n.paragraph!.create(
        null,
        schema.text('a', [schema.marks.link!.create({ href: 'javascript:alert(1)' })]),
      ),
      n.paywall!.create(),
    ]);
    const out = await sanitizedParagraphs(doc);
    expect(out.body[0]).not.toContain('javascript');
    expect(out.payArticleLine).toBe(1);
    expect(paragraphsToDoc(out.body, out.payArticleLine).lastChild!.type.name).toBe('paywall');
  });

  it('keeps only what the schema knows of stored HTML: unsafe links become plain text', () => {
    const doc = paragraphsToDoc(
      [
        '<p><img src="/uploads/items/a.png" onerror="alert(1)"><a href="javascript:alert(1)">押す</a></p>',
        '<p><a href="https://example.com/" onclick="alert(1)">安全</a></p>',
      ],
      -1,
    );
    const { body } = docToParagraphs(doc);
    expect(body[0]).toBe('<p><img src="/uploads/items/a.png" alt="">押す</p>');
    expect(body[1]).toBe('<p><a href="https://example.com/">安全</a></p>');
  });

  it('an empty document is one empty paragraph with no paywall', () => {
    expect(docToParagraphs(paragraphsToDoc([], -1))).toEqual({ body: [EMPTY_PARAGRAPH], payArticleLine: -1 });
  });
});
