import { ThumbnailCell as ThumbnailCell_d661d21ef1e00af1b0ef83f6ed4a553e } from '../../../admin/offers/offer-cells'
import { PriceCell as PriceCell_d661d21ef1e00af1b0ef83f6ed4a553e } from '../../../admin/offers/offer-cells'
import { ViewsCell as ViewsCell_a53c080ff39dff5dc0b86b7cf86cee94 } from '../../../admin/offers/audience-cells'
import { LeadsCell as LeadsCell_a53c080ff39dff5dc0b86b7cf86cee94 } from '../../../admin/offers/audience-cells'
import { BadgesCell as BadgesCell_d661d21ef1e00af1b0ef83f6ed4a553e } from '../../../admin/offers/offer-cells'
import { ItemChipsField as ItemChipsField_81e565093a19f1744bb2d648c2b948c9 } from '../../../admin/offers/item-chips-field'
import { TranslationStatus as TranslationStatus_fc1fe0a6a692ff0207650413550c4a5c } from '../../../admin/offers/translation-status'
import { PriceInputField as PriceInputField_45cebdaaaa9ad7526a852718563718a7 } from '../../../admin/offers/price-input-field'
import { PhotoGridField as PhotoGridField_6e3784bb80e3fe25bad881273b2d52a5 } from '../../../admin/offers/photo-grid/photo-grid-field'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublicationStatusField as PublicationStatusField_d0f24a5b6f3fe6ac1596240a231caa55 } from '../../../admin/offers/publication-status-field'
import { OfferPlaceField as OfferPlaceField_0758c126de2fb662ef0a27180f8a8105 } from '../../../admin/offers/offer-place-field'
import { PortalCheckboxesField as PortalCheckboxesField_b4dacf070fb1060fd86e953dd721c59f } from '../../../admin/portals/portal-checkboxes-field'
import { AudienceField as AudienceField_1e54193a0ba38e05cc809a6e120ba28d } from '../../../admin/offers/audience-field'
import { DistrictCell as DistrictCell_7ae0b22e3a451d420624a981d6e9346a } from '../../../admin/offers/place-cells'
import { CityCell as CityCell_7ae0b22e3a451d420624a981d6e9346a } from '../../../admin/offers/place-cells'
import { LanguagesCell as LanguagesCell_d661d21ef1e00af1b0ef83f6ed4a553e } from '../../../admin/offers/offer-cells'
import { OfferListTools as OfferListTools_b21b86c1441c8c3f66b1b1e9f1e6df24 } from '../../../admin/offers/offer-list-tools'
import { LocationMapField as LocationMapField_ec8a0edaecad7f9f89ece070167da9d2 } from '../../../admin/buildings/location-map-field'
import { ImportProgressField as ImportProgressField_41e27dce3c926efe0e919ce26f1a99ed } from '../../../admin/feed-imports/import-progress-field'
import { PreferencesField as PreferencesField_d540270ff9ffa23edf8f028a3d2ca795 } from '../../../admin/clients/preferences-field'
import { FavouriteOffers as FavouriteOffers_b2128d40a31f80bc13d7c97c3068f735 } from '../../../admin/clients/favourite-offers'
import { ViewedOffersField as ViewedOffersField_ac089f4be5fe1ace5d29753fbc190e1a } from '../../../admin/clients/viewed-offers-field'
import { ClientSearchesField as ClientSearchesField_90cd732a80f4ed87fe22ee59d5db2fb5 } from '../../../admin/clients/client-searches-field'
import { ClientEditView as ClientEditView_97a61fd75af22657b14f159a7027ea64 } from '../../../admin/clients/client-edit-view'
import { VisitDateCell as VisitDateCell_f14a64b9091b87b1a699e776f3590395 } from '../../../admin/visits/visit-date-cell'
import { VisitDateField as VisitDateField_d7ff5ec6be5ceb1c6a8070bed645e9bf } from '../../../admin/visits/visit-date-field'
import { QuickEditCell as QuickEditCell_969b32b1f3db346a2a78081b456d67cf } from '../../../admin/shared/quick-edit-cell'
import { AreaCell as AreaCell_a353e2019df2f8b28e86ffd213bbc4d0 } from '../../../admin/demand/saved-search-cells'
import { BudgetCell as BudgetCell_a353e2019df2f8b28e86ffd213bbc4d0 } from '../../../admin/demand/saved-search-cells'
import { SaleRentCell as SaleRentCell_a353e2019df2f8b28e86ffd213bbc4d0 } from '../../../admin/demand/saved-search-cells'
import { DemandView as DemandView_59379dfc59fa13e1927ef672d945a527 } from '../../../admin/demand/demand-view'
import { SideBySideLink as SideBySideLink_5eb9c4147d1565537a9f11327338fef0 } from '../../../admin/translations/side-by-side-link'
import { TranslationsSideBySide as TranslationsSideBySide_d15c03978255cf28105b8abacbbbeaa3 } from '../../../admin/translations/side-by-side-view'
import { BrandIcon as BrandIcon_2c820be890fe59d752cdf1d39c4b70ec } from '../../../admin/frame/brand'
import { BrandLogo as BrandLogo_2c820be890fe59d752cdf1d39c4b70ec } from '../../../admin/frame/brand'
import { SideBySideNavLink as SideBySideNavLink_5eb9c4147d1565537a9f11327338fef0 } from '../../../admin/translations/side-by-side-link'
import { AgencyNavLinks as AgencyNavLinks_ca2564c39d124c31f526691feca7ff69 } from '../../../admin/nav/agency-nav-links'
import { StaffLiveNotices as StaffLiveNotices_3db073c9db9f1d0d4944863ca7f47786 } from '../../../admin/frame/staff-live-notices'
import { UploadToasts as UploadToasts_48ac4ca55fdf37c5beb2e0077c63e879 } from '../../../admin/frame/upload-toasts'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_6e6c2a7e01dcd0d559956d589b12d303 } from '../../../admin/dashboard/dashboard-view'
import { MailsView as MailsView_c21c35c6873303877ecdf788d13f8770 } from '../../../admin/mails/mails-view'
import { PortalsView as PortalsView_b1377c6d3317610a646e5e583250649d } from '../../../admin/portals/portals-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/offers/offer-cells#ThumbnailCell": ThumbnailCell_d661d21ef1e00af1b0ef83f6ed4a553e,
  "/admin/offers/offer-cells#PriceCell": PriceCell_d661d21ef1e00af1b0ef83f6ed4a553e,
  "/admin/offers/audience-cells#ViewsCell": ViewsCell_a53c080ff39dff5dc0b86b7cf86cee94,
  "/admin/offers/audience-cells#LeadsCell": LeadsCell_a53c080ff39dff5dc0b86b7cf86cee94,
  "/admin/offers/offer-cells#BadgesCell": BadgesCell_d661d21ef1e00af1b0ef83f6ed4a553e,
  "/admin/offers/item-chips-field#ItemChipsField": ItemChipsField_81e565093a19f1744bb2d648c2b948c9,
  "/admin/offers/translation-status#TranslationStatus": TranslationStatus_fc1fe0a6a692ff0207650413550c4a5c,
  "/admin/offers/price-input-field#PriceInputField": PriceInputField_45cebdaaaa9ad7526a852718563718a7,
  "/admin/offers/photo-grid/photo-grid-field#PhotoGridField": PhotoGridField_6e3784bb80e3fe25bad881273b2d52a5,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/offers/publication-status-field#PublicationStatusField": PublicationStatusField_d0f24a5b6f3fe6ac1596240a231caa55,
  "/admin/offers/offer-place-field#OfferPlaceField": OfferPlaceField_0758c126de2fb662ef0a27180f8a8105,
  "/admin/portals/portal-checkboxes-field#PortalCheckboxesField": PortalCheckboxesField_b4dacf070fb1060fd86e953dd721c59f,
  "/admin/offers/audience-field#AudienceField": AudienceField_1e54193a0ba38e05cc809a6e120ba28d,
  "/admin/offers/place-cells#DistrictCell": DistrictCell_7ae0b22e3a451d420624a981d6e9346a,
  "/admin/offers/place-cells#CityCell": CityCell_7ae0b22e3a451d420624a981d6e9346a,
  "/admin/offers/offer-cells#LanguagesCell": LanguagesCell_d661d21ef1e00af1b0ef83f6ed4a553e,
  "/admin/offers/offer-list-tools#OfferListTools": OfferListTools_b21b86c1441c8c3f66b1b1e9f1e6df24,
  "/admin/buildings/location-map-field#LocationMapField": LocationMapField_ec8a0edaecad7f9f89ece070167da9d2,
  "/admin/feed-imports/import-progress-field#ImportProgressField": ImportProgressField_41e27dce3c926efe0e919ce26f1a99ed,
  "/admin/clients/preferences-field#PreferencesField": PreferencesField_d540270ff9ffa23edf8f028a3d2ca795,
  "/admin/clients/favourite-offers#FavouriteOffers": FavouriteOffers_b2128d40a31f80bc13d7c97c3068f735,
  "/admin/clients/viewed-offers-field#ViewedOffersField": ViewedOffersField_ac089f4be5fe1ace5d29753fbc190e1a,
  "/admin/clients/client-searches-field#ClientSearchesField": ClientSearchesField_90cd732a80f4ed87fe22ee59d5db2fb5,
  "/admin/clients/client-edit-view#ClientEditView": ClientEditView_97a61fd75af22657b14f159a7027ea64,
  "/admin/visits/visit-date-cell#VisitDateCell": VisitDateCell_f14a64b9091b87b1a699e776f3590395,
  "/admin/visits/visit-date-field#VisitDateField": VisitDateField_d7ff5ec6be5ceb1c6a8070bed645e9bf,
  "/admin/shared/quick-edit-cell#QuickEditCell": QuickEditCell_969b32b1f3db346a2a78081b456d67cf,
  "/admin/demand/saved-search-cells#AreaCell": AreaCell_a353e2019df2f8b28e86ffd213bbc4d0,
  "/admin/demand/saved-search-cells#BudgetCell": BudgetCell_a353e2019df2f8b28e86ffd213bbc4d0,
  "/admin/demand/saved-search-cells#SaleRentCell": SaleRentCell_a353e2019df2f8b28e86ffd213bbc4d0,
  "/admin/demand/demand-view#DemandView": DemandView_59379dfc59fa13e1927ef672d945a527,
  "/admin/translations/side-by-side-link#SideBySideLink": SideBySideLink_5eb9c4147d1565537a9f11327338fef0,
  "/admin/translations/side-by-side-view#TranslationsSideBySide": TranslationsSideBySide_d15c03978255cf28105b8abacbbbeaa3,
  "/admin/frame/brand#BrandIcon": BrandIcon_2c820be890fe59d752cdf1d39c4b70ec,
  "/admin/frame/brand#BrandLogo": BrandLogo_2c820be890fe59d752cdf1d39c4b70ec,
  "/admin/translations/side-by-side-link#SideBySideNavLink": SideBySideNavLink_5eb9c4147d1565537a9f11327338fef0,
  "/admin/nav/agency-nav-links#AgencyNavLinks": AgencyNavLinks_ca2564c39d124c31f526691feca7ff69,
  "/admin/frame/staff-live-notices#StaffLiveNotices": StaffLiveNotices_3db073c9db9f1d0d4944863ca7f47786,
  "/admin/frame/upload-toasts#UploadToasts": UploadToasts_48ac4ca55fdf37c5beb2e0077c63e879,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/dashboard/dashboard-view#DashboardView": DashboardView_6e6c2a7e01dcd0d559956d589b12d303,
  "/admin/mails/mails-view#MailsView": MailsView_c21c35c6873303877ecdf788d13f8770,
  "/admin/portals/portals-view#PortalsView": PortalsView_b1377c6d3317610a646e5e583250649d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
