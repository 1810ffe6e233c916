export {
  demoMerchant,
  demoOwner,
  nakheelOwner,
  demoWebsite,
  nakheelWebsite,
  png,
  clearUploads,
  countRecords,
  filesOf,
} from './website_helpers.js'

export {
  assertForeignRecord404,
  assertPlanRefuses,
  assertRefused,
  type RefusedCase,
  send,
  sendMultipart,
  fieldErrors as formErrors,
} from './form_helpers.js'
