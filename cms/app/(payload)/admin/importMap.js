import { LocationMapField as LocationMapField_d7589c04819f1803b61bf844d9bce4bf } from '../../../components/location-map-field'
import { QuickEditCell as QuickEditCell_820da0dfed4221f0b037e88c05fbefe2 } from '../../../components/quick-edit-cell'
import { StaffLiveNotices as StaffLiveNotices_3668d9eeefd2f9786ab3f26449a4c235 } from '../../../components/staff-live-notices'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/location-map-field#LocationMapField": LocationMapField_d7589c04819f1803b61bf844d9bce4bf,
  "/components/quick-edit-cell#QuickEditCell": QuickEditCell_820da0dfed4221f0b037e88c05fbefe2,
  "/components/staff-live-notices#StaffLiveNotices": StaffLiveNotices_3668d9eeefd2f9786ab3f26449a4c235,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
