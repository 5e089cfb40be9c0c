import { ThumbnailCell as ThumbnailCell_74862a16e5903bc1b01903d589523339 } from '../../../components/offers/offer-cells'
import { PriceCell as PriceCell_74862a16e5903bc1b01903d589523339 } from '../../../components/offers/offer-cells'
import { ViewsCell as ViewsCell_600f2406bf98752a9fd72ae6e7335ce8 } from '../../../components/offers/audience-cells'
import { LeadsCell as LeadsCell_600f2406bf98752a9fd72ae6e7335ce8 } from '../../../components/offers/audience-cells'
import { BadgesCell as BadgesCell_74862a16e5903bc1b01903d589523339 } from '../../../components/offers/offer-cells'
import { ItemChipsField as ItemChipsField_9b1ff86f01e187115ec02c3f47037b75 } from '../../../components/offers/item-chips-field'
import { TranslationStatus as TranslationStatus_38a2d3024ae75ea68d879ecd8feb974f } from '../../../components/translation-status'
import { PriceInputField as PriceInputField_b37aa931cdaa3bae704d7cb3e551d13d } from '../../../components/offers/price-input-field'
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
import { PhotoGridField as PhotoGridField_4c7ce0208be5423e82d6095e5d7a007c } from '../../../components/offers/photo-grid/photo-grid-field'
import { PublicationStatusField as PublicationStatusField_8938a622185c6b7dbd491b1c466b1210 } from '../../../components/offers/publication-status-field'
import { OfferPlaceField as OfferPlaceField_b24d83eb7e7e36b50082c0a21e71d76f } from '../../../components/offers/offer-place-field'
import { PortalCheckboxesField as PortalCheckboxesField_96afcd0bca8184dc16f5ddd77859cb93 } from '../../../components/portals/portal-checkboxes-field'
import { AudienceField as AudienceField_e6d75c671c87b5a2d1a260ed1f12605c } from '../../../components/offers/audience-field'
import { DistrictCell as DistrictCell_bca4c42d91727b53d773b49443584757 } from '../../../components/offers/place-cells'
import { CityCell as CityCell_bca4c42d91727b53d773b49443584757 } from '../../../components/offers/place-cells'
import { LanguagesCell as LanguagesCell_74862a16e5903bc1b01903d589523339 } from '../../../components/offers/offer-cells'
import { OfferListTools as OfferListTools_ee97c535232a8327887fe92dd9fb030a } from '../../../components/offers/offer-list-tools'
import { LocationMapField as LocationMapField_d7589c04819f1803b61bf844d9bce4bf } from '../../../components/location-map-field'
import { ImportProgressField as ImportProgressField_3d4721896bc5a66eb3322e217ee3b714 } from '../../../components/feed-imports/import-progress-field'
import { PreferencesField as PreferencesField_94636c141e7f50842dea9a57221bed05 } from '../../../components/clients/preferences-field'
import { FavouriteOffers as FavouriteOffers_1c4ae64de23999986f6ed99fecfbc1aa } from '../../../components/clients/favourite-offers'
import { ViewedOffersField as ViewedOffersField_19a29ae78574bed54aa72f3c9da5728f } from '../../../components/clients/viewed-offers-field'
import { ClientSearchesField as ClientSearchesField_b0a99e8d3ecb2a6d0d7e6e78daf43b2a } from '../../../components/clients/client-searches-field'
import { ClientEditView as ClientEditView_c1f1eeb04f1502401317af6081564e63 } from '../../../components/clients/client-edit-view'
import { VisitDateCell as VisitDateCell_b2987eb68f5808f216e3f7b967327b49 } from '../../../components/visits/visit-date-cell'
import { VisitDateField as VisitDateField_cb6d758b39a89ace60b832f53f121546 } from '../../../components/visits/visit-date-field'
import { QuickEditCell as QuickEditCell_820da0dfed4221f0b037e88c05fbefe2 } from '../../../components/quick-edit-cell'
import { AreaCell as AreaCell_7e8828d307473e61772765e7b27355ee } from '../../../components/demand/saved-search-cells'
import { BudgetCell as BudgetCell_7e8828d307473e61772765e7b27355ee } from '../../../components/demand/saved-search-cells'
import { SaleRentCell as SaleRentCell_7e8828d307473e61772765e7b27355ee } from '../../../components/demand/saved-search-cells'
import { DemandView as DemandView_7bdb99de53c0aaaac8e8c69a6b2503b8 } from '../../../components/demand/demand-view'
import { SideBySideLink as SideBySideLink_aaceb3996485056e8ec507bfeb17d124 } from '../../../components/translations/side-by-side-link'
import { TranslationsSideBySide as TranslationsSideBySide_ca0c3a0a659eddfb7f8c92a426718e71 } from '../../../components/translations/side-by-side-view'
import { BrandIcon as BrandIcon_3d3cc217214d9f82ce146292510ba5ea } from '../../../components/brand'
import { BrandLogo as BrandLogo_3d3cc217214d9f82ce146292510ba5ea } from '../../../components/brand'
import { SideBySideNavLink as SideBySideNavLink_aaceb3996485056e8ec507bfeb17d124 } from '../../../components/translations/side-by-side-link'
import { AgencyNavLinks as AgencyNavLinks_1939994a0aa92f51900487bd29508856 } from '../../../components/agency-nav-links'
import { StaffLiveNotices as StaffLiveNotices_3668d9eeefd2f9786ab3f26449a4c235 } from '../../../components/staff-live-notices'
import { UploadToasts as UploadToasts_5a6e4dd32e6bce4adf56e61ca8f60c41 } from '../../../components/upload-toasts'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_da456c14fc459324e0dd2b25d33a4cb8 } from '../../../components/dashboard/dashboard-view'
import { MailsView as MailsView_b7b6130207fb3745d5fc2759bb46a8f5 } from '../../../components/mails/mails-view'
import { PortalsView as PortalsView_38e8a885f3c6d96ff25ae8ba3684c290 } from '../../../components/portals/portals-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/offers/offer-cells#ThumbnailCell": ThumbnailCell_74862a16e5903bc1b01903d589523339,
  "/components/offers/offer-cells#PriceCell": PriceCell_74862a16e5903bc1b01903d589523339,
  "/components/offers/audience-cells#ViewsCell": ViewsCell_600f2406bf98752a9fd72ae6e7335ce8,
  "/components/offers/audience-cells#LeadsCell": LeadsCell_600f2406bf98752a9fd72ae6e7335ce8,
  "/components/offers/offer-cells#BadgesCell": BadgesCell_74862a16e5903bc1b01903d589523339,
  "/components/offers/item-chips-field#ItemChipsField": ItemChipsField_9b1ff86f01e187115ec02c3f47037b75,
  "/components/translation-status#TranslationStatus": TranslationStatus_38a2d3024ae75ea68d879ecd8feb974f,
  "/components/offers/price-input-field#PriceInputField": PriceInputField_b37aa931cdaa3bae704d7cb3e551d13d,
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
  "/components/offers/photo-grid/photo-grid-field#PhotoGridField": PhotoGridField_4c7ce0208be5423e82d6095e5d7a007c,
  "/components/offers/publication-status-field#PublicationStatusField": PublicationStatusField_8938a622185c6b7dbd491b1c466b1210,
  "/components/offers/offer-place-field#OfferPlaceField": OfferPlaceField_b24d83eb7e7e36b50082c0a21e71d76f,
  "/components/portals/portal-checkboxes-field#PortalCheckboxesField": PortalCheckboxesField_96afcd0bca8184dc16f5ddd77859cb93,
  "/components/offers/audience-field#AudienceField": AudienceField_e6d75c671c87b5a2d1a260ed1f12605c,
  "/components/offers/place-cells#DistrictCell": DistrictCell_bca4c42d91727b53d773b49443584757,
  "/components/offers/place-cells#CityCell": CityCell_bca4c42d91727b53d773b49443584757,
  "/components/offers/offer-cells#LanguagesCell": LanguagesCell_74862a16e5903bc1b01903d589523339,
  "/components/offers/offer-list-tools#OfferListTools": OfferListTools_ee97c535232a8327887fe92dd9fb030a,
  "/components/location-map-field#LocationMapField": LocationMapField_d7589c04819f1803b61bf844d9bce4bf,
  "/components/feed-imports/import-progress-field#ImportProgressField": ImportProgressField_3d4721896bc5a66eb3322e217ee3b714,
  "/components/clients/preferences-field#PreferencesField": PreferencesField_94636c141e7f50842dea9a57221bed05,
  "/components/clients/favourite-offers#FavouriteOffers": FavouriteOffers_1c4ae64de23999986f6ed99fecfbc1aa,
  "/components/clients/viewed-offers-field#ViewedOffersField": ViewedOffersField_19a29ae78574bed54aa72f3c9da5728f,
  "/components/clients/client-searches-field#ClientSearchesField": ClientSearchesField_b0a99e8d3ecb2a6d0d7e6e78daf43b2a,
  "/components/clients/client-edit-view#ClientEditView": ClientEditView_c1f1eeb04f1502401317af6081564e63,
  "/components/visits/visit-date-cell#VisitDateCell": VisitDateCell_b2987eb68f5808f216e3f7b967327b49,
  "/components/visits/visit-date-field#VisitDateField": VisitDateField_cb6d758b39a89ace60b832f53f121546,
  "/components/quick-edit-cell#QuickEditCell": QuickEditCell_820da0dfed4221f0b037e88c05fbefe2,
  "/components/demand/saved-search-cells#AreaCell": AreaCell_7e8828d307473e61772765e7b27355ee,
  "/components/demand/saved-search-cells#BudgetCell": BudgetCell_7e8828d307473e61772765e7b27355ee,
  "/components/demand/saved-search-cells#SaleRentCell": SaleRentCell_7e8828d307473e61772765e7b27355ee,
  "/components/demand/demand-view#DemandView": DemandView_7bdb99de53c0aaaac8e8c69a6b2503b8,
  "/components/translations/side-by-side-link#SideBySideLink": SideBySideLink_aaceb3996485056e8ec507bfeb17d124,
  "/components/translations/side-by-side-view#TranslationsSideBySide": TranslationsSideBySide_ca0c3a0a659eddfb7f8c92a426718e71,
  "/components/brand#BrandIcon": BrandIcon_3d3cc217214d9f82ce146292510ba5ea,
  "/components/brand#BrandLogo": BrandLogo_3d3cc217214d9f82ce146292510ba5ea,
  "/components/translations/side-by-side-link#SideBySideNavLink": SideBySideNavLink_aaceb3996485056e8ec507bfeb17d124,
  "/components/agency-nav-links#AgencyNavLinks": AgencyNavLinks_1939994a0aa92f51900487bd29508856,
  "/components/staff-live-notices#StaffLiveNotices": StaffLiveNotices_3668d9eeefd2f9786ab3f26449a4c235,
  "/components/upload-toasts#UploadToasts": UploadToasts_5a6e4dd32e6bce4adf56e61ca8f60c41,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/dashboard/dashboard-view#DashboardView": DashboardView_da456c14fc459324e0dd2b25d33a4cb8,
  "/components/mails/mails-view#MailsView": MailsView_b7b6130207fb3745d5fc2759bb46a8f5,
  "/components/portals/portals-view#PortalsView": PortalsView_38e8a885f3c6d96ff25ae8ba3684c290,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
