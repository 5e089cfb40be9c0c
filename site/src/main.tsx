import './styles/base.css'
import './styles/layout.css'
import './styles/components.css'
import './styles/pages.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import { initI18n, initialLanguage } from './i18n/i18n'
import { mergeRemoteTrads } from './i18n/merge-trads'

async function start() {
  await initI18n(initialLanguage(window.location.search))
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  void mergeRemoteTrads()
}

void start()
