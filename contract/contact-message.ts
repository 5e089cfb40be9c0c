/**
 * What a visitor writes in the contact form, as `POST /web/1.0/contactus` takes it (with the robot
 * check's `altcha` and the page's `lang` beside it) and as the agency's mail shows it.
 */
export type ContactMessageFields = {
  firstname: string
  name: string
  email: string
  tel: string
  country: string
  message: string
}
