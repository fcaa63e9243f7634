// GET /api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&brands[0]=<documentId>… (docs/decisions/0007-reports.md).

/** The query: a period of German calendar days and the brands. */
export interface ReportQuery {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  to: string;
  /** Brand documentIds; none means every brand. */
  brands?: string[];
}

/** One brand's figures. */
export interface ReportRow {
  /** The brand's documentId. */
  brandId: string;
  brandName: string;
  /** Posts published in the period. */
  posts: number;
  /** Events published in the period. */
  events: number;
  /** Sales users of the brand, as of now. */
  salesUsers: number;
  /** Contacts won through links, as of now. */
  contacts: number;
  /** Chat messages in chats of the brand's sales users, sent in the period. */
  messages: number;
  /** Push notifications generated for the brand in the period. */
  notifications: number;
  /** Users who favorite the brand, as of now. */
  favorites: number;
}

/** The period as the server read it. */
export interface ReportMeta {
  from: string;
  to: string;
  /** First instant of the period (inclusive), ISO. */
  start: string;
  /** First instant after the period (exclusive), ISO. */
  end: string;
  generatedAt: string;
}

export interface ReportAnswer {
  data: ReportRow[];
  meta: ReportMeta;
}
