export {
  demoMerchant,
  demoOwner,
  nakheelOwner,
  demoWebsite,
  nakheelWebsite,
  png,
  clearUploads,
  filesOf,
} from './website_helpers.js'

export {
  assertForeignRecord404,
  assertRefused,
  type RefusedCase,
  send,
  sendMultipart,
  fieldErrors as formErrors,
} from './form_helpers.js'
