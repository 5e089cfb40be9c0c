/**
 * Imported first by the test files that ask for several reset mails to one account in a row and
 * send many requests: no cool-down between mails and limits raised (both have their own tests).
 * Set on import, before any module reads the configuration: it is read once per process.
 */
process.env.RESET_MAIL_COOLDOWN_S = '0'
process.env.RATE_LIMIT_SCALE = '100'

export {}
