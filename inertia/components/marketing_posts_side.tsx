// The side column of the academy's and the blog's pages: categories, popular posts, the sign-up card.
import { PopularPosts } from '~/components/marketing_post_card'
import SectionList from '~/components/marketing_sections'
import SignupCard from '~/components/marketing_signup_card'
import { COLLECTIONS } from '~/components/marketing_collections'
import type { Privilege } from '~/components/marketing_collections'
import type { PlatformPostCard, PlatformSectionData } from '#presenters/platform_presenter'

/** `active` is the category shown (a listing's filter, or the post's own category). */
export default function PostsSide(props: {
  sections: PlatformSectionData[]
  popular: PlatformPostCard[]
  privilege: Privilege
  active: string | null
}) {
  return (
    <aside className="mk-side" aria-label="القائمة الجانبية">
      <SectionList
        sections={props.sections}
        privilege={props.privilege}
        active={props.active}
        allLabel={`كل مقالات ${COLLECTIONS[props.privilege].name}`}
      />
      <PopularPosts posts={props.popular} privilege={props.privilege} />
      <SignupCard />
    </aside>
  )
}
