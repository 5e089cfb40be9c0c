// The attributes that make a form a tool assistants in the browser can call (WebMCP's declarative
// API), and the page's model context that tools are registered with (its imperative API).
/* eslint-disable @typescript-eslint/no-unused-vars -- a merged declaration keeps React's own type parameter */
import 'react'

declare module 'react' {
  interface FormHTMLAttributes<T> {
    toolname?: string
    tooldescription?: string
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string
  }
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string
  }
  /** A group of radio buttons is described on its fieldset. */
  interface FieldsetHTMLAttributes<T> {
    toolparamdescription?: string
  }
}
