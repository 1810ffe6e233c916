// The body of a post or custom page: its cover image, when it has one, above its rich text.
import type { ImgHTMLAttributes } from 'react'
import Image from '~/components/image'

type Cover = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'width' | 'height' | 'fetchPriority'
>

/** The cover is the top of the page: loaded at once, named by the record's title. `html` is sanitised by the server. */
export default function ArticleBody(props: {
  image: string | null
  title: string
  html: string
  cover: Cover
}) {
  return (
    <>
      {props.image && (
        <Image
          className={props.cover.className}
          src={props.image}
          alt={props.title}
          width={props.cover.width}
          height={props.cover.height}
          loading="eager"
          fetchPriority={props.cover.fetchPriority}
        />
      )}
      <div className="prose" dangerouslySetInnerHTML={{ __html: props.html }} />
    </>
  )
}
