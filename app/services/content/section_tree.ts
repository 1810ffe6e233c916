import type Website from '#models/website'
import type Section from '#models/section'
import Post from '#models/post'

export interface SectionNode {
  section: Section
  parent: SectionNode | null
  children: SectionNode[]
  /** published posts filed directly under this section */
  ownCount: number
  /** published posts of this section and of all its sub-sections */
  totalCount: number
}

/**
 * All blog sections of a website as a tree, with published-post counts aggregated in SQL
 * (one GROUP BY) and rolled up to the parents here. Two queries, whatever the number of sections or
 * posts; every content page reads its sidebar, header and footer categories from it.
 */
export class SectionTree {
  readonly nodes: SectionNode[]
  readonly roots: SectionNode[]
  /** published posts of the website, filed or not */
  readonly totalPosts: number
  #bySlug = new Map<string, SectionNode>()
  #byId = new Map<number, SectionNode>()

  private constructor(sections: Section[], counts: Map<number | null, number>) {
    this.nodes = sections.map((section) => ({
      section,
      parent: null,
      children: [],
      ownCount: counts.get(section.id) ?? 0,
      totalCount: 0,
    }))
    for (const node of this.nodes) {
      this.#byId.set(node.section.id, node)
      this.#bySlug.set(node.section.slug, node)
    }
    for (const node of this.nodes) {
      const parent = node.section.parentId ? this.#byId.get(node.section.parentId) : undefined
      if (parent && parent !== node) {
        node.parent = parent
        parent.children.push(node)
      }
    }
    this.roots = this.nodes.filter((node) => node.parent === null)
    for (const node of this.nodes)
      node.totalCount = this.descendants(node).reduce((sum, n) => sum + n.ownCount, 0)
    this.totalPosts = [...counts.values()].reduce((sum, count) => sum + count, 0)
  }

  static async load(website: Website): Promise<SectionTree> {
    const [sections, rows] = await Promise.all([
      website.related('sections').query().orderBy('sort_order').orderBy('id'),
      Post.query()
        .where('posts.website_id', website.id)
        .withScopes((scopes) => scopes.published())
        .select('section_id')
        .count('* as total')
        .groupBy('section_id')
        .pojo<{ section_id: number | null; total: number | string }>(),
    ])
    const counts = new Map<number | null, number>()
    for (const row of rows)
      counts.set(row.section_id === null ? null : Number(row.section_id), Number(row.total))
    return new SectionTree(sections, counts)
  }

  find(slug: string) {
    return this.#bySlug.get(slug) ?? null
  }

  byId(id: number | null) {
    return id === null ? null : (this.#byId.get(id) ?? null)
  }

  /** The node and every section below it (guarded against a parent loop in bad data). */
  descendants(node: SectionNode): SectionNode[] {
    const seen = new Set<SectionNode>()
    const walk = (current: SectionNode) => {
      if (seen.has(current)) return
      seen.add(current)
      current.children.forEach(walk)
    }
    walk(node)
    return [...seen]
  }

  /** Ids of the sections whose posts a category page lists: itself and its sub-sections. */
  familyIds(node: SectionNode) {
    return this.descendants(node).map((n) => n.section.id)
  }

  /** Main (top-level) sections, in the merchant's order. */
  mains() {
    return this.roots
  }

  /** Gives each post its section from the tree, so lists need no extra query to show it. */
  attachSections(posts: Post[]) {
    for (const post of posts) {
      const node = this.byId(post.sectionId)
      if (node) post.$setRelated('section', node.section)
    }
    return posts
  }
}
