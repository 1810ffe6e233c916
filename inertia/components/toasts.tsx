/*
| Kept only for inertia/layouts/dashboard_layout.tsx, which another branch owns: the toasts are the
| kit's (~/components/ui/toasts). Delete this file once that layout imports the kit directly.
*/
export { default } from '~/components/ui/toasts'
