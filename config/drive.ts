import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),

  services: {
    /** Uploaded images on the local disk (storage/uploads), served from /uploads/... by the app itself. */
    fs: services.fs({
      location: app.makePath('storage/uploads'),
      serveFiles: true,
      routeBasePath: '/uploads',
      visibility: 'public',
    }),

    /**
     * Files visitors attach to a merchant's forms on the local disk (storage/private): never served
     * by address, only through the merchant's dashboard (app/services/forms/form_files.ts).
     */
    private: services.fs({
      location: app.makePath('storage/private'),
      serveFiles: false,
      visibility: 'private',
    }),

    /**
     * Any S3-compatible bucket, with DRIVE_DISK=s3 and the S3_* variables. The driver is loaded only
     * when the disk is used, so an app on the local disk needs none of them.
     */
    s3: services.s3({
      bucket: env.get('S3_BUCKET', ''),
      region: env.get('S3_REGION', 'us-east-1'),
      endpoint: env.get('S3_ENDPOINT'),
      // MinIO and most S3-compatible services address buckets by path
      forcePathStyle: !!env.get('S3_ENDPOINT'),
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      cdnUrl: env.get('S3_PUBLIC_URL'),
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
