/*
| Routes are split per area; each file names its routes `area.resource.action`.
*/
import '#start/routes/marketing'
import '#start/routes/auth'
import '#start/routes/dashboard'
import '#start/routes/dashboard_website'
import '#start/routes/content'
import '#start/routes/store'
import '#start/routes/store_account'
import '#start/routes/store_booking'
