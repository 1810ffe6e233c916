/*
| Routes are split per area; each file names its routes `area.resource.action`.
*/
import '#start/routes/marketing'
import '#start/routes/content'
import '#start/routes/store'
