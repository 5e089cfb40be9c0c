/**
 * For the test files that ask for several reset mails to one account in a row and send many
 * requests: no cool-down between mails and limits raised (both have their own tests). Called at
 * the top of the file; its server reads the settings when it starts.
 */
export function noMailCooldown(): void {
  process.env.RESET_MAIL_COOLDOWN_S = '0'
  process.env.RATE_LIMIT_SCALE = '100'
}
