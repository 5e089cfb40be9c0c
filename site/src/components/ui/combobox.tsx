import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'

/** The query keys of a remote search. */
export const comboboxKeys = {
  search: (store: string, extra: unknown, text: string) =>
    ['combobox', store, extra, text] as const,
}

export type ComboOption = { value: string; label: string }

type ComboboxProps = {
  label: string
  /** The name of the store searched (its query key, with `extraParams`). */
  store: string
  extraParams?: Record<string, string>
  /** The store's rows for `text` (at most `limit`): a read of the API. */
  search: (query: { text: string; limit: number }, signal: AbortSignal) => Promise<unknown[]>
  toOption: (row: unknown) => ComboOption
  value: ComboOption | null
  onChange: (option: ComboOption | null) => void
  placeholder?: string
}

const SEARCH_LIMIT = 100

/** A text box that searches a remote store as the visitor types (ARIA 1.2 combobox pattern). */
export function Combobox({
  label,
  store,
  extraParams,
  search,
  toOption,
  value,
  onChange,
  placeholder,
}: ComboboxProps) {
  const id = useId()
  const [text, setText] = useState(value?.label ?? '')
  const [debounced, setDebounced] = useState(text)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  useEffect(() => setText(value?.label ?? ''), [value])
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 200)
    return () => clearTimeout(timer)
  }, [text])

  const { data: options = [] } = useQuery({
    queryKey: comboboxKeys.search(store, extraParams, debounced),
    queryFn: async ({ signal }) => {
      const rows = await search({ text: debounced, limit: SEARCH_LIMIT }, signal)
      // A store that ignores `text` still narrows down as the visitor types.
      const needle = debounced.trim().toLowerCase()
      return rows
        .map(toOption)
        .filter(
          (o) => !needle || o.label.toLowerCase().includes(needle) || value?.label === debounced,
        )
    },
    enabled: open,
    staleTime: 60_000,
  })

  const choose = (option: ComboOption | null) => {
    onChange(option)
    setText(option?.label ?? '')
    setOpen(false)
    setActive(-1)
  }

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
        value={text}
        placeholder={placeholder}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          if (e.target.value === '') onChange(null)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
            setActive((a) => Math.min(options.length - 1, a + 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((a) => Math.max(0, a - 1))
          } else if (e.key === 'Enter' && open && active >= 0) {
            e.preventDefault()
            choose(options[active])
          } else if (e.key === 'Escape') {
            setOpen(false)
          }
        }}
      />
      {open && options.length > 0 && (
        <ul id={`${id}-list`} role="listbox" className="combobox__list">
          {options.map((o, i) => (
            <li
              key={o.value}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={value?.value === o.value}
              className={i === active ? 'is-active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault()
                choose(o)
              }}
            >
              {o.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
