import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'en', 'sp', 'ru', 'it');
  CREATE TYPE "public"."enum_offers_of_dpe_status" AS ENUM('available', 'not_subject', 'in_progress');
  CREATE TYPE "public"."enum_offers_of_dpe_class" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G');
  CREATE TYPE "public"."enum_offers_of_ges_class" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G');
  CREATE TYPE "public"."enum_offers_of_fees_payer" AS ENUM('seller', 'buyer');
  CREATE TYPE "public"."enum_offers_of_rent_charges_mode" AS ENUM('provision', 'flat_rate');
  CREATE TYPE "public"."enum_offers_of_monaco_sector" AS ENUM('free', 'protected');
  CREATE TYPE "public"."enum_offers_of_area" AS ENUM('monaco', 'france', 'international');
  CREATE TYPE "public"."enum_offers_of_location_precision" AS ENUM('exact', 'approximate');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_of_dpe_status" AS ENUM('available', 'not_subject', 'in_progress');
  CREATE TYPE "public"."enum__offers_v_version_of_dpe_class" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G');
  CREATE TYPE "public"."enum__offers_v_version_of_ges_class" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G');
  CREATE TYPE "public"."enum__offers_v_version_of_fees_payer" AS ENUM('seller', 'buyer');
  CREATE TYPE "public"."enum__offers_v_version_of_rent_charges_mode" AS ENUM('provision', 'flat_rate');
  CREATE TYPE "public"."enum__offers_v_version_of_monaco_sector" AS ENUM('free', 'protected');
  CREATE TYPE "public"."enum__offers_v_version_of_area" AS ENUM('monaco', 'france', 'international');
  CREATE TYPE "public"."enum__offers_v_version_of_location_precision" AS ENUM('exact', 'approximate');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_published_locale" AS ENUM('fr', 'en', 'sp', 'ru', 'it');
  CREATE TYPE "public"."enum_buildings_bu_location_precision" AS ENUM('exact', 'approximate');
  CREATE TYPE "public"."enum_buildings_bu_area" AS ENUM('monaco', 'france', 'international');
  CREATE TYPE "public"."enum_districts_area" AS ENUM('monaco', 'france');
  CREATE TYPE "public"."enum_items_kind" AS ENUM('type', 'exclusivity', 'service');
  CREATE TYPE "public"."enum_contacts_co_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_actions_ac_status" AS ENUM('waiting', 'in_progress', 'accepted', 'refused');
  CREATE TYPE "public"."enum_contact_messages_mail_status" AS ENUM('none', 'pending', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_saved_searches_lang" AS ENUM('fr', 'en', 'sp', 'ru', 'it');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_password_challenges_purpose" AS ENUM('reset', 'welcome', 'verify', 'invite');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'alertsInstant', 'alertsDaily', 'alertsWeekly');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'alertsInstant', 'alertsDaily', 'alertsWeekly');
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"of_ref" varchar,
  	"type_id" integer,
  	"exclusivity_id" integer,
  	"of_sell" boolean,
  	"of_sell_uponrequest" boolean,
  	"of_price_sell" numeric,
  	"of_sell_sum" numeric,
  	"of_rent" boolean,
  	"of_rent_uponrequest" boolean,
  	"of_price_rent" numeric,
  	"of_rent_sum" numeric,
  	"of_rent_sum_year" numeric,
  	"building_id" integer,
  	"of_district_own" varchar,
  	"of_nbpieces" numeric,
  	"of_nbrooms" numeric,
  	"of_nbbathrooms" numeric,
  	"of_surface" numeric,
  	"of_surface_livable" numeric,
  	"of_surface_terrace" numeric,
  	"of_surface_approximate" boolean,
  	"of_dpe_status" "enum_offers_of_dpe_status",
  	"of_dpe_class" "enum_offers_of_dpe_class",
  	"of_dpe_value" numeric,
  	"of_ges_class" "enum_offers_of_ges_class",
  	"of_ges_value" numeric,
  	"of_dpe_date" timestamp(3) with time zone,
  	"of_energy_cost_min" numeric,
  	"of_energy_cost_max" numeric,
  	"of_energy_cost_year" numeric,
  	"of_fees_payer" "enum_offers_of_fees_payer",
  	"of_fees_percent" numeric,
  	"of_copro_lots" numeric,
  	"of_copro_charges" numeric,
  	"of_copro_procedure" boolean,
  	"of_rent_charges" numeric,
  	"of_rent_charges_mode" "enum_offers_of_rent_charges_mode",
  	"of_deposit" numeric,
  	"of_tenant_fees" numeric,
  	"of_tenant_inventory_fees" numeric,
  	"of_furnished" boolean,
  	"of_available_from" timestamp(3) with time zone,
  	"of_monaco_sector" "enum_offers_of_monaco_sector",
  	"of_video" varchar,
  	"of_web" boolean DEFAULT true,
  	"of_carousel" boolean DEFAULT false,
  	"of_featured" boolean DEFAULT false,
  	"of_slug_fr" varchar,
  	"of_area" "enum_offers_of_area",
  	"of_district" varchar,
  	"of_city" varchar,
  	"of_lat" numeric,
  	"of_lng" numeric,
  	"of_location_precision" "enum_offers_of_location_precision",
  	"of_listed_at" timestamp(3) with time zone,
  	"of_previous_price_sell" numeric,
  	"of_previous_price_rent" numeric,
  	"of_languages_missing" varchar,
  	"of_languages_complete" boolean,
  	"of_has_photo" boolean,
  	"of_type" numeric,
  	"of_exclusivite" numeric,
  	"of_services" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "offers_locales" (
  	"of_name" varchar,
  	"of_text" jsonb,
  	"of_text_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"items_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_of_ref" varchar,
  	"version_type_id" integer,
  	"version_exclusivity_id" integer,
  	"version_of_sell" boolean,
  	"version_of_sell_uponrequest" boolean,
  	"version_of_price_sell" numeric,
  	"version_of_sell_sum" numeric,
  	"version_of_rent" boolean,
  	"version_of_rent_uponrequest" boolean,
  	"version_of_price_rent" numeric,
  	"version_of_rent_sum" numeric,
  	"version_of_rent_sum_year" numeric,
  	"version_building_id" integer,
  	"version_of_district_own" varchar,
  	"version_of_nbpieces" numeric,
  	"version_of_nbrooms" numeric,
  	"version_of_nbbathrooms" numeric,
  	"version_of_surface" numeric,
  	"version_of_surface_livable" numeric,
  	"version_of_surface_terrace" numeric,
  	"version_of_surface_approximate" boolean,
  	"version_of_dpe_status" "enum__offers_v_version_of_dpe_status",
  	"version_of_dpe_class" "enum__offers_v_version_of_dpe_class",
  	"version_of_dpe_value" numeric,
  	"version_of_ges_class" "enum__offers_v_version_of_ges_class",
  	"version_of_ges_value" numeric,
  	"version_of_dpe_date" timestamp(3) with time zone,
  	"version_of_energy_cost_min" numeric,
  	"version_of_energy_cost_max" numeric,
  	"version_of_energy_cost_year" numeric,
  	"version_of_fees_payer" "enum__offers_v_version_of_fees_payer",
  	"version_of_fees_percent" numeric,
  	"version_of_copro_lots" numeric,
  	"version_of_copro_charges" numeric,
  	"version_of_copro_procedure" boolean,
  	"version_of_rent_charges" numeric,
  	"version_of_rent_charges_mode" "enum__offers_v_version_of_rent_charges_mode",
  	"version_of_deposit" numeric,
  	"version_of_tenant_fees" numeric,
  	"version_of_tenant_inventory_fees" numeric,
  	"version_of_furnished" boolean,
  	"version_of_available_from" timestamp(3) with time zone,
  	"version_of_monaco_sector" "enum__offers_v_version_of_monaco_sector",
  	"version_of_video" varchar,
  	"version_of_web" boolean DEFAULT true,
  	"version_of_carousel" boolean DEFAULT false,
  	"version_of_featured" boolean DEFAULT false,
  	"version_of_slug_fr" varchar,
  	"version_of_area" "enum__offers_v_version_of_area",
  	"version_of_district" varchar,
  	"version_of_city" varchar,
  	"version_of_lat" numeric,
  	"version_of_lng" numeric,
  	"version_of_location_precision" "enum__offers_v_version_of_location_precision",
  	"version_of_listed_at" timestamp(3) with time zone,
  	"version_of_previous_price_sell" numeric,
  	"version_of_previous_price_rent" numeric,
  	"version_of_languages_missing" varchar,
  	"version_of_languages_complete" boolean,
  	"version_of_has_photo" boolean,
  	"version_of_type" numeric,
  	"version_of_exclusivite" numeric,
  	"version_of_services" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__offers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v_locales" (
  	"version_of_name" varchar,
  	"version_of_text" jsonb,
  	"version_of_text_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"items_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "buildings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bu_name" varchar NOT NULL,
  	"bu_city" varchar NOT NULL,
  	"bu_district" varchar,
  	"country_id" integer NOT NULL,
  	"bu_lat" numeric,
  	"bu_lng" numeric,
  	"bu_location_precision" "enum_buildings_bu_location_precision" DEFAULT 'approximate',
  	"bu_lat_public" numeric,
  	"bu_lng_public" numeric,
  	"bu_area" "enum_buildings_bu_area",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buildings_locales" (
  	"bu_description" jsonb,
  	"bu_description_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_name" varchar NOT NULL,
  	"building_id" integer,
  	"di_walking_km" numeric,
  	"di_walking_time" numeric,
  	"di_bicycling_km" numeric,
  	"di_bicycling_time" numeric,
  	"di_transit_km" numeric,
  	"di_transit_time" numeric,
  	"di_driving_km" numeric,
  	"di_driving_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cu_code" varchar NOT NULL,
  	"cu_name_fr" varchar NOT NULL,
  	"cu_name_en" varchar,
  	"cu_name_sp" varchar,
  	"cu_name_ru" varchar,
  	"cu_name_it" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"private" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "districts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"area" "enum_districts_area" NOT NULL,
  	"img_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "districts_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_items_kind" NOT NULL,
  	"value" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"options" numeric,
  	"icon" varchar,
  	"label_fr" varchar NOT NULL,
  	"label_en" varchar NOT NULL,
  	"label_sp" varchar,
  	"label_ru" varchar,
  	"label_it" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tr_key" varchar NOT NULL,
  	"tr_fr" varchar NOT NULL,
  	"tr_en" varchar NOT NULL,
  	"tr_sp" varchar,
  	"tr_ru" varchar,
  	"tr_it" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"co_civility" "enum_contacts_co_civility",
  	"co_firstname" varchar,
  	"co_name" varchar,
  	"co_function" varchar,
  	"co_mobile1" varchar,
  	"co_tel1" varchar,
  	"co_email_verified" boolean DEFAULT false,
  	"co_type" varchar DEFAULT 'user',
  	"co_preferences" jsonb,
  	"co_post" varchar,
  	"co_address1" varchar,
  	"co_address2" varchar,
  	"co_address3" varchar,
  	"co_zip" varchar,
  	"co_city" varchar,
  	"co_country" varchar,
  	"co_issyndic" boolean DEFAULT false,
  	"co_isrenter" boolean DEFAULT false,
  	"co_isowner" boolean DEFAULT false,
  	"co_isagency" boolean DEFAULT false,
  	"co_isagent" boolean DEFAULT false,
  	"co_issociety" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"offer_id" integer NOT NULL,
  	"date_start" varchar NOT NULL,
  	"date_end" varchar NOT NULL,
  	"ac_acknowledged" boolean DEFAULT false,
  	"ac_comment" varchar,
  	"ac_status" "enum_actions_ac_status" DEFAULT 'waiting' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"read" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firstname" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"tel" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"mail_status" "enum_contact_messages_mail_status" DEFAULT 'pending',
  	"mail_error" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" varchar,
  	"budget" varchar,
  	"sale_rent" varchar,
  	"frequency" "enum_saved_searches_frequency" NOT NULL,
  	"lang" "enum_saved_searches_lang" NOT NULL,
  	"confirmed" boolean DEFAULT false,
  	"last_alert_at" timestamp(3) with time zone,
  	"client_id" integer,
  	"email" varchar,
  	"filter" jsonb NOT NULL,
  	"sent_offers" jsonb DEFAULT '[]'::jsonb,
  	"confirm_token_hash" varchar,
  	"unsubscribe_salt" varchar,
  	"unsubscribe_token_hash" varchar,
  	"alerts_checked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offer_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "refresh_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer,
  	"token_hash" varchar NOT NULL,
  	"family" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"rotated_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "password_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer,
  	"challenge_hash" varchar NOT NULL,
  	"purpose" "enum_password_challenges_purpose" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"sent_to" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"concurrency_key" varchar,
  	"meta" jsonb,
  	"resend" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"offers_id" integer,
  	"buildings_id" integer,
  	"distances_id" integer,
  	"countries_id" integer,
  	"media_id" integer,
  	"districts_id" integer,
  	"items_id" integer,
  	"translations_id" integer,
  	"contacts_id" integer,
  	"actions_id" integer,
  	"messages_id" integer,
  	"contact_messages_id" integer,
  	"saved_searches_id" integer,
  	"offer_views_id" integer,
  	"users_id" integer,
  	"refresh_tokens_id" integer,
  	"password_challenges_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"contacts_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "purchase_costs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone DEFAULT '2026-11-23' NOT NULL,
  	"source" varchar DEFAULT 'Monaco : loi n° 1.548 du 6 juillet 2023, droit de mutation de 4,75 % en nom propre depuis le 1er octobre 2023 et de 10 % par une société opaque ou étrangère, frais de notaire d’environ 1,5 %. France : Notaires de France et service-public.fr, frais de notaire de 7 à 8 % dans l’ancien et de 2 à 3 % dans le neuf. Prêt : hypothèse de l’agence.' NOT NULL,
  	"monaco_personal" numeric DEFAULT 4.75 NOT NULL,
  	"monaco_company" numeric DEFAULT 10 NOT NULL,
  	"monaco_notary" numeric DEFAULT 1.5 NOT NULL,
  	"france_existing" numeric DEFAULT 7.5 NOT NULL,
  	"france_new" numeric DEFAULT 2.5 NOT NULL,
  	"mortgage_rate" numeric DEFAULT 3.5 NOT NULL,
  	"mortgage_years" numeric DEFAULT 20 NOT NULL,
  	"mortgage_deposit_percent" numeric DEFAULT 20 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "exchange_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone DEFAULT '2026-11-23' NOT NULL,
  	"usd" numeric DEFAULT 1.16 NOT NULL,
  	"gbp" numeric DEFAULT 0.88 NOT NULL,
  	"chf" numeric DEFAULT 0.93 NOT NULL,
  	"rub" numeric DEFAULT 92.5 NOT NULL,
  	"aed" numeric DEFAULT 4.26 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "publishing_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"require_all_languages" boolean DEFAULT false,
  	"require_photo" boolean DEFAULT false,
  	"require_price" boolean DEFAULT false,
  	"require_legal_information" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "content_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "content_pages_locales" (
  	"agency" jsonb,
  	"agency_html" varchar,
  	"partners" jsonb,
  	"partners_html" varchar,
  	"legal" jsonb,
  	"legal_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "offers" ADD CONSTRAINT "offers_type_id_items_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_exclusivity_id_items_id_fk" FOREIGN KEY ("exclusivity_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_locales" ADD CONSTRAINT "offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_items_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_type_id_items_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_exclusivity_id_items_id_fk" FOREIGN KEY ("version_exclusivity_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_building_id_buildings_id_fk" FOREIGN KEY ("version_building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_locales" ADD CONSTRAINT "_offers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_items_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings_locales" ADD CONSTRAINT "buildings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distances" ADD CONSTRAINT "distances_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "districts" ADD CONSTRAINT "districts_img_id_media_id_fk" FOREIGN KEY ("img_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "districts_locales" ADD CONSTRAINT "districts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "actions" ADD CONSTRAINT "actions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "actions" ADD CONSTRAINT "actions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_client_id_contacts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "password_challenges" ADD CONSTRAINT "password_challenges_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distances_fk" FOREIGN KEY ("distances_id") REFERENCES "public"."distances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_districts_fk" FOREIGN KEY ("districts_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_items_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translations_fk" FOREIGN KEY ("translations_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_actions_fk" FOREIGN KEY ("actions_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offer_views_fk" FOREIGN KEY ("offer_views_id") REFERENCES "public"."offer_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refresh_tokens_fk" FOREIGN KEY ("refresh_tokens_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_challenges_fk" FOREIGN KEY ("password_challenges_id") REFERENCES "public"."password_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content_pages_locales" ADD CONSTRAINT "content_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "offers_of_ref_idx" ON "offers" USING btree ("of_ref");
  CREATE INDEX "offers_type_idx" ON "offers" USING btree ("type_id");
  CREATE INDEX "offers_exclusivity_idx" ON "offers" USING btree ("exclusivity_id");
  CREATE INDEX "offers_building_idx" ON "offers" USING btree ("building_id");
  CREATE INDEX "offers_of_dpe_class_idx" ON "offers" USING btree ("of_dpe_class");
  CREATE INDEX "offers_of_web_idx" ON "offers" USING btree ("of_web");
  CREATE INDEX "offers_of_carousel_idx" ON "offers" USING btree ("of_carousel");
  CREATE INDEX "offers_of_featured_idx" ON "offers" USING btree ("of_featured");
  CREATE UNIQUE INDEX "offers_of_slug_fr_idx" ON "offers" USING btree ("of_slug_fr");
  CREATE INDEX "offers_of_area_idx" ON "offers" USING btree ("of_area");
  CREATE INDEX "offers_of_district_idx" ON "offers" USING btree ("of_district");
  CREATE INDEX "offers_of_city_idx" ON "offers" USING btree ("of_city");
  CREATE INDEX "offers_of_lat_idx" ON "offers" USING btree ("of_lat");
  CREATE INDEX "offers_of_lng_idx" ON "offers" USING btree ("of_lng");
  CREATE INDEX "offers_of_listed_at_idx" ON "offers" USING btree ("of_listed_at");
  CREATE INDEX "offers_of_languages_missing_idx" ON "offers" USING btree ("of_languages_missing");
  CREATE INDEX "offers_of_languages_complete_idx" ON "offers" USING btree ("of_languages_complete");
  CREATE INDEX "offers_of_has_photo_idx" ON "offers" USING btree ("of_has_photo");
  CREATE INDEX "offers_of_type_idx" ON "offers" USING btree ("of_type");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE UNIQUE INDEX "offers_locales_locale_parent_id_unique" ON "offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_items_id_idx" ON "offers_rels" USING btree ("items_id");
  CREATE INDEX "offers_rels_media_id_idx" ON "offers_rels" USING btree ("media_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_of_ref_idx" ON "_offers_v" USING btree ("version_of_ref");
  CREATE INDEX "_offers_v_version_version_type_idx" ON "_offers_v" USING btree ("version_type_id");
  CREATE INDEX "_offers_v_version_version_exclusivity_idx" ON "_offers_v" USING btree ("version_exclusivity_id");
  CREATE INDEX "_offers_v_version_version_building_idx" ON "_offers_v" USING btree ("version_building_id");
  CREATE INDEX "_offers_v_version_version_of_dpe_class_idx" ON "_offers_v" USING btree ("version_of_dpe_class");
  CREATE INDEX "_offers_v_version_version_of_web_idx" ON "_offers_v" USING btree ("version_of_web");
  CREATE INDEX "_offers_v_version_version_of_carousel_idx" ON "_offers_v" USING btree ("version_of_carousel");
  CREATE INDEX "_offers_v_version_version_of_featured_idx" ON "_offers_v" USING btree ("version_of_featured");
  CREATE INDEX "_offers_v_version_version_of_slug_fr_idx" ON "_offers_v" USING btree ("version_of_slug_fr");
  CREATE INDEX "_offers_v_version_version_of_area_idx" ON "_offers_v" USING btree ("version_of_area");
  CREATE INDEX "_offers_v_version_version_of_district_idx" ON "_offers_v" USING btree ("version_of_district");
  CREATE INDEX "_offers_v_version_version_of_city_idx" ON "_offers_v" USING btree ("version_of_city");
  CREATE INDEX "_offers_v_version_version_of_lat_idx" ON "_offers_v" USING btree ("version_of_lat");
  CREATE INDEX "_offers_v_version_version_of_lng_idx" ON "_offers_v" USING btree ("version_of_lng");
  CREATE INDEX "_offers_v_version_version_of_listed_at_idx" ON "_offers_v" USING btree ("version_of_listed_at");
  CREATE INDEX "_offers_v_version_version_of_languages_missing_idx" ON "_offers_v" USING btree ("version_of_languages_missing");
  CREATE INDEX "_offers_v_version_version_of_languages_complete_idx" ON "_offers_v" USING btree ("version_of_languages_complete");
  CREATE INDEX "_offers_v_version_version_of_has_photo_idx" ON "_offers_v" USING btree ("version_of_has_photo");
  CREATE INDEX "_offers_v_version_version_of_type_idx" ON "_offers_v" USING btree ("version_of_type");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_snapshot_idx" ON "_offers_v" USING btree ("snapshot");
  CREATE INDEX "_offers_v_published_locale_idx" ON "_offers_v" USING btree ("published_locale");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_offers_v_locales_locale_parent_id_unique" ON "_offers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_items_id_idx" ON "_offers_v_rels" USING btree ("items_id");
  CREATE INDEX "_offers_v_rels_media_id_idx" ON "_offers_v_rels" USING btree ("media_id");
  CREATE INDEX "buildings_country_idx" ON "buildings" USING btree ("country_id");
  CREATE INDEX "buildings_bu_area_idx" ON "buildings" USING btree ("bu_area");
  CREATE INDEX "buildings_updated_at_idx" ON "buildings" USING btree ("updated_at");
  CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at");
  CREATE UNIQUE INDEX "buildings_locales_locale_parent_id_unique" ON "buildings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distances_building_idx" ON "distances" USING btree ("building_id");
  CREATE INDEX "distances_updated_at_idx" ON "distances" USING btree ("updated_at");
  CREATE INDEX "distances_created_at_idx" ON "distances" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_cu_code_idx" ON "countries" USING btree ("cu_code");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "districts_value_idx" ON "districts" USING btree ("value");
  CREATE INDEX "districts_area_idx" ON "districts" USING btree ("area");
  CREATE INDEX "districts_img_idx" ON "districts" USING btree ("img_id");
  CREATE INDEX "districts_updated_at_idx" ON "districts" USING btree ("updated_at");
  CREATE INDEX "districts_created_at_idx" ON "districts" USING btree ("created_at");
  CREATE UNIQUE INDEX "districts_locales_locale_parent_id_unique" ON "districts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "items_title_idx" ON "items" USING btree ("title");
  CREATE INDEX "items_kind_idx" ON "items" USING btree ("kind");
  CREATE INDEX "items_updated_at_idx" ON "items" USING btree ("updated_at");
  CREATE INDEX "items_created_at_idx" ON "items" USING btree ("created_at");
  CREATE UNIQUE INDEX "translations_tr_key_idx" ON "translations" USING btree ("tr_key");
  CREATE INDEX "translations_updated_at_idx" ON "translations" USING btree ("updated_at");
  CREATE INDEX "translations_created_at_idx" ON "translations" USING btree ("created_at");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE UNIQUE INDEX "contacts_username_idx" ON "contacts" USING btree ("username");
  CREATE INDEX "actions_contact_idx" ON "actions" USING btree ("contact_id");
  CREATE INDEX "actions_offer_idx" ON "actions" USING btree ("offer_id");
  CREATE INDEX "actions_ac_status_idx" ON "actions" USING btree ("ac_status");
  CREATE INDEX "actions_updated_at_idx" ON "actions" USING btree ("updated_at");
  CREATE INDEX "actions_created_at_idx" ON "actions" USING btree ("created_at");
  CREATE INDEX "messages_contact_idx" ON "messages" USING btree ("contact_id");
  CREATE INDEX "messages_read_idx" ON "messages" USING btree ("read");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "saved_searches_confirmed_idx" ON "saved_searches" USING btree ("confirmed");
  CREATE INDEX "saved_searches_client_idx" ON "saved_searches" USING btree ("client_id");
  CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");
  CREATE INDEX "saved_searches_confirm_token_hash_idx" ON "saved_searches" USING btree ("confirm_token_hash");
  CREATE INDEX "saved_searches_unsubscribe_token_hash_idx" ON "saved_searches" USING btree ("unsubscribe_token_hash");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "offer_views_offer_idx" ON "offer_views" USING btree ("offer_id");
  CREATE INDEX "offer_views_day_idx" ON "offer_views" USING btree ("day");
  CREATE INDEX "offer_views_count_idx" ON "offer_views" USING btree ("count");
  CREATE INDEX "offer_views_updated_at_idx" ON "offer_views" USING btree ("updated_at");
  CREATE INDEX "offer_views_created_at_idx" ON "offer_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "offer_day_idx" ON "offer_views" USING btree ("offer_id","day");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "refresh_tokens_contact_idx" ON "refresh_tokens" USING btree ("contact_id");
  CREATE UNIQUE INDEX "refresh_tokens_token_hash_idx" ON "refresh_tokens" USING btree ("token_hash");
  CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");
  CREATE INDEX "refresh_tokens_revoked_at_idx" ON "refresh_tokens" USING btree ("revoked_at");
  CREATE INDEX "refresh_tokens_updated_at_idx" ON "refresh_tokens" USING btree ("updated_at");
  CREATE INDEX "refresh_tokens_created_at_idx" ON "refresh_tokens" USING btree ("created_at");
  CREATE INDEX "password_challenges_contact_idx" ON "password_challenges" USING btree ("contact_id");
  CREATE UNIQUE INDEX "password_challenges_challenge_hash_idx" ON "password_challenges" USING btree ("challenge_hash");
  CREATE INDEX "password_challenges_updated_at_idx" ON "password_challenges" USING btree ("updated_at");
  CREATE INDEX "password_challenges_created_at_idx" ON "password_challenges" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_buildings_id_idx" ON "payload_locked_documents_rels" USING btree ("buildings_id");
  CREATE INDEX "payload_locked_documents_rels_distances_id_idx" ON "payload_locked_documents_rels" USING btree ("distances_id");
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_districts_id_idx" ON "payload_locked_documents_rels" USING btree ("districts_id");
  CREATE INDEX "payload_locked_documents_rels_items_id_idx" ON "payload_locked_documents_rels" USING btree ("items_id");
  CREATE INDEX "payload_locked_documents_rels_translations_id_idx" ON "payload_locked_documents_rels" USING btree ("translations_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("actions_id");
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_offer_views_id_idx" ON "payload_locked_documents_rels" USING btree ("offer_views_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_refresh_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("refresh_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_password_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("password_challenges_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_contacts_id_idx" ON "payload_preferences_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "content_pages_locales_locale_parent_id_unique" ON "content_pages_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_locales" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_locales" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  DROP TABLE "buildings" CASCADE;
  DROP TABLE "buildings_locales" CASCADE;
  DROP TABLE "distances" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "districts" CASCADE;
  DROP TABLE "districts_locales" CASCADE;
  DROP TABLE "items" CASCADE;
  DROP TABLE "translations" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "actions" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "offer_views" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "refresh_tokens" CASCADE;
  DROP TABLE "password_challenges" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "purchase_costs" CASCADE;
  DROP TABLE "exchange_rates" CASCADE;
  DROP TABLE "publishing_rules" CASCADE;
  DROP TABLE "content_pages" CASCADE;
  DROP TABLE "content_pages_locales" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_offers_of_dpe_status";
  DROP TYPE "public"."enum_offers_of_dpe_class";
  DROP TYPE "public"."enum_offers_of_ges_class";
  DROP TYPE "public"."enum_offers_of_fees_payer";
  DROP TYPE "public"."enum_offers_of_rent_charges_mode";
  DROP TYPE "public"."enum_offers_of_monaco_sector";
  DROP TYPE "public"."enum_offers_of_area";
  DROP TYPE "public"."enum_offers_of_location_precision";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_of_dpe_status";
  DROP TYPE "public"."enum__offers_v_version_of_dpe_class";
  DROP TYPE "public"."enum__offers_v_version_of_ges_class";
  DROP TYPE "public"."enum__offers_v_version_of_fees_payer";
  DROP TYPE "public"."enum__offers_v_version_of_rent_charges_mode";
  DROP TYPE "public"."enum__offers_v_version_of_monaco_sector";
  DROP TYPE "public"."enum__offers_v_version_of_area";
  DROP TYPE "public"."enum__offers_v_version_of_location_precision";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum__offers_v_published_locale";
  DROP TYPE "public"."enum_buildings_bu_location_precision";
  DROP TYPE "public"."enum_buildings_bu_area";
  DROP TYPE "public"."enum_districts_area";
  DROP TYPE "public"."enum_items_kind";
  DROP TYPE "public"."enum_contacts_co_civility";
  DROP TYPE "public"."enum_actions_ac_status";
  DROP TYPE "public"."enum_contact_messages_mail_status";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_saved_searches_lang";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_password_challenges_purpose";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
