import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'

// Loaded the way `payload` is: a static ESM import from the config, on every entry point (tsx
// scripts, the payload CLI, Vitest, Next's build). Both packages are ESM only; on Node 20 a
// CommonJS `require()` of either while tsx's loader hooks are registered fails to link
// ("request for 'child_process' is not in cache"), so neither may be reached through require().

/**
 * The editor of descriptions and content pages: text structure and outside links only. No
 * uploads, relationships or blocks, since the legacy API carries the text as HTML alone, and no
 * alignment or indents, which the sanitised HTML would drop anyway.
 */
export const richTextEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({ enabledCollections: [] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
