/** One site notice; `deleted_at` hides it everywhere (the audit log keeps what it said). */
export interface SiteNoticesTable {
  oid: string
  title: string
  body: string
  language: string | null
  popup: boolean
  starts_at: Date
  ends_at: Date | null
  created_by: string
  created_at: Date
  updated_at: Date
  deleted_at: Date | null
}

export interface NoticesTables {
  site_notices: SiteNoticesTable
}
