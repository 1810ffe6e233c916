// A marketing section below the fold that shows a paginated carousel and starts when it nears the screen.
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'
import MarketingBlock from '~/components/marketing_block'
import Carousel from '~/components/carousel'
import type { CarouselProps } from '~/components/carousel'

type BlockProps = { id: string; title: string; eyebrow?: string; lead?: string; soft?: boolean }

/** The section's `id` also names its hydration marker; the carousel always shows its pagination. */
export default function MarketingCarouselBlock<T>({
  block,
  ...carousel
}: Omit<CarouselProps<T>, 'pagination'> & { block: BlockProps }) {
  return (
    <HydrateNearScreen name={block.id}>
      <MarketingBlock {...block}>
        <Carousel {...carousel} pagination />
      </MarketingBlock>
    </HydrateNearScreen>
  )
}
