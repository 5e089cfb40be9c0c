/** What a tool registered with the page's model context answers: text an assistant reads. */
export type ToolAnswer = { content: Array<{ type: 'text'; text: string }> }

export type ModelContextTool = {
  name: string
  description: string
  inputSchema: Record<string, unknown>
  annotations?: { readOnlyHint?: boolean }
  execute: (input: Record<string, unknown>) => Promise<ToolAnswer>
}

type ModelContext = {
  registerTool: (tool: ModelContextTool, options?: { signal?: AbortSignal }) => unknown
}

/** The page's model context, where the browser offers one (Chromium with WebMCP); else null. */
export function modelContextOf(doc: Document): ModelContext | null {
  const context = (doc as Document & { modelContext?: Partial<ModelContext> }).modelContext
  return typeof context?.registerTool === 'function' ? (context as ModelContext) : null
}
