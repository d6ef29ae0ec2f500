; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = dso_local global [7 x [7 x i32]] zeroinitializer, align 16
@B = dso_local global [7 x [7 x i32]] zeroinitializer, align 16
@S = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [7 x i32]], align 16
  %2 = alloca [7 x [7 x i32]], align 16
  %3 = alloca [4 x [4 x i32]], align 16
  %4 = bitcast [7 x [7 x i32]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %4) #5
  %5 = bitcast [7 x [7 x i32]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %5) #5
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 0), align 16, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 0), align 16, !tbaa !2
  store i32 -6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 1), align 4, !tbaa !2
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 1), align 4, !tbaa !2
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 2), align 8, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 2), align 8, !tbaa !2
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 3), align 4, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 3), align 4, !tbaa !2
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 4), align 16, !tbaa !2
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 4), align 16, !tbaa !2
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 5), align 4, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 5), align 4, !tbaa !2
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0, i64 6), align 8, !tbaa !2
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 6), align 8, !tbaa !2
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 0), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 0), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 1), align 16, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 1), align 16, !tbaa !2
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 2), align 4, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 2), align 4, !tbaa !2
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 3), align 8, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 3), align 8, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 4), align 4, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 4), align 4, !tbaa !2
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 5), align 16, !tbaa !2
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 5), align 16, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 1, i64 6), align 4, !tbaa !2
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 6), align 4, !tbaa !2
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 0), align 8, !tbaa !2
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 0), align 8, !tbaa !2
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 1), align 4, !tbaa !2
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 1), align 4, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 2), align 16, !tbaa !2
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 2), align 16, !tbaa !2
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 3), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 3), align 4, !tbaa !2
  store i32 -9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 4), align 8, !tbaa !2
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 4), align 8, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 5), align 4, !tbaa !2
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 5), align 4, !tbaa !2
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 2, i64 6), align 16, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 6), align 16, !tbaa !2
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 0), align 4, !tbaa !2
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 0), align 4, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 1), align 8, !tbaa !2
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 1), align 8, !tbaa !2
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 2), align 4, !tbaa !2
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 2), align 4, !tbaa !2
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 3), align 16, !tbaa !2
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 3), align 16, !tbaa !2
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 4), align 4, !tbaa !2
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 4), align 4, !tbaa !2
  store i32 -11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 5), align 8, !tbaa !2
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 5), align 8, !tbaa !2
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 3, i64 6), align 4, !tbaa !2
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 6), align 4, !tbaa !2
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 0), align 16, !tbaa !2
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 1), align 4, !tbaa !2
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 1), align 4, !tbaa !2
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 2), align 8, !tbaa !2
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 2), align 8, !tbaa !2
  store i32 -12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 3), align 4, !tbaa !2
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 3), align 4, !tbaa !2
  store i32 -4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 4), align 16, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 4), align 16, !tbaa !2
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 5), align 4, !tbaa !2
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 5), align 4, !tbaa !2
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 4, i64 6), align 8, !tbaa !2
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 6), align 8, !tbaa !2
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 0), align 4, !tbaa !2
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 0), align 4, !tbaa !2
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 1), align 16, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 1), align 16, !tbaa !2
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 2), align 4, !tbaa !2
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 2), align 4, !tbaa !2
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 3), align 8, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 3), align 8, !tbaa !2
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 4), align 4, !tbaa !2
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 4), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 5), align 16, !tbaa !2
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 5), align 16, !tbaa !2
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 5, i64 6), align 4, !tbaa !2
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 6), align 4, !tbaa !2
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 0), align 8, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 0), align 8, !tbaa !2
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 1), align 4, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 1), align 4, !tbaa !2
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 2), align 16, !tbaa !2
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 2), align 16, !tbaa !2
  store i32 -7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 3), align 4, !tbaa !2
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 3), align 4, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 4), align 8, !tbaa !2
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 4), align 8, !tbaa !2
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 5), align 4, !tbaa !2
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 5), align 4, !tbaa !2
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 6, i64 6), align 16, !tbaa !2
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 6), align 16, !tbaa !2
  %6 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 0, i64 1
  %7 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 1, i64 0
  %8 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 0, i64 2
  %9 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 2, i64 0
  %10 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 0, i64 3
  %11 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 3, i64 0
  %12 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 0, i64 4
  %13 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 4, i64 0
  %14 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 0, i64 5
  %15 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 5, i64 0
  %16 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 0, i64 6
  %17 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 6, i64 0
  %18 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 1, i64 2
  %19 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 2, i64 1
  %20 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 1, i64 3
  %21 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 3, i64 1
  %22 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 1, i64 4
  %23 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 4, i64 1
  %24 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 1, i64 5
  %25 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 5, i64 1
  %26 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 1, i64 6
  %27 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 6, i64 1
  %28 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 2, i64 3
  %29 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 3, i64 2
  %30 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 2, i64 4
  %31 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 4, i64 2
  %32 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 2, i64 5
  %33 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 5, i64 2
  %34 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 2, i64 6
  %35 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 6, i64 2
  %36 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 3, i64 4
  %37 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 4, i64 3
  %38 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 3, i64 5
  %39 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 5, i64 3
  %40 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 3, i64 6
  %41 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 6, i64 3
  %42 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 4, i64 5
  %43 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 5, i64 4
  %44 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 4, i64 6
  %45 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 6, i64 4
  %46 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 5, i64 6
  %47 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 6, i64 5
  %48 = load i32, i32* @h, align 4, !tbaa !2
  br label %49

49:                                               ; preds = %0, %345
  %50 = phi i64 [ 0, %0 ], [ %351, %345 ]
  %51 = phi i32 [ %48, %0 ], [ %350, %345 ]
  br label %185

52:                                               ; preds = %345
  store i32 %350, i32* @h, align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 1), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 1, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 2), align 8, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 2, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 3), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 3, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 4), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 4, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 5), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 5, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 6), align 8, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 6, i64 0), align 16, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 7), align 4, !tbaa !2
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 0), align 16, !tbaa !2
  br label %53

53:                                               ; preds = %182, %52
  %54 = phi i32 [ 0, %52 ], [ %105, %182 ]
  %55 = phi i32 [ 0, %52 ], [ %99, %182 ]
  %56 = phi i32 [ 0, %52 ], [ %93, %182 ]
  %57 = phi i32 [ 0, %52 ], [ %87, %182 ]
  %58 = phi i32 [ 0, %52 ], [ %81, %182 ]
  %59 = phi i32 [ 0, %52 ], [ %75, %182 ]
  %60 = phi i32 [ 0, %52 ], [ %61, %182 ]
  %61 = phi i32 [ 0, %52 ], [ %184, %182 ]
  %62 = phi i32 [ 0, %52 ], [ %69, %182 ]
  %63 = phi i64 [ 1, %52 ], [ %107, %182 ]
  %64 = add nsw i64 %63, -1
  %65 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 0
  %66 = load i32, i32* %65, align 4, !tbaa !2
  %67 = sub i32 %61, %60
  %68 = add i32 %67, %62
  %69 = add i32 %68, %66
  %70 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 1
  store i32 %69, i32* %70, align 4, !tbaa !2
  %71 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 1
  %72 = load i32, i32* %71, align 4, !tbaa !2
  %73 = sub i32 %59, %62
  %74 = add i32 %73, %72
  %75 = add i32 %74, %69
  %76 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 2
  store i32 %75, i32* %76, align 8, !tbaa !2
  %77 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 2
  %78 = load i32, i32* %77, align 4, !tbaa !2
  %79 = sub i32 %58, %59
  %80 = add i32 %79, %78
  %81 = add i32 %80, %75
  %82 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 3
  store i32 %81, i32* %82, align 4, !tbaa !2
  %83 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 3
  %84 = load i32, i32* %83, align 4, !tbaa !2
  %85 = sub i32 %57, %58
  %86 = add i32 %85, %84
  %87 = add i32 %86, %81
  %88 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 4
  store i32 %87, i32* %88, align 16, !tbaa !2
  %89 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 4
  %90 = load i32, i32* %89, align 4, !tbaa !2
  %91 = sub i32 %56, %57
  %92 = add i32 %91, %90
  %93 = add i32 %92, %87
  %94 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 5
  store i32 %93, i32* %94, align 4, !tbaa !2
  %95 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 5
  %96 = load i32, i32* %95, align 4, !tbaa !2
  %97 = sub i32 %55, %56
  %98 = add i32 %97, %96
  %99 = add i32 %98, %93
  %100 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 6
  store i32 %99, i32* %100, align 8, !tbaa !2
  %101 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %64, i64 6
  %102 = load i32, i32* %101, align 4, !tbaa !2
  %103 = sub i32 %54, %55
  %104 = add i32 %103, %102
  %105 = add i32 %104, %99
  %106 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %63, i64 7
  store i32 %105, i32* %106, align 4, !tbaa !2
  %107 = add nuw nsw i64 %63, 1
  %108 = icmp eq i64 %107, 8
  br i1 %108, label %109, label %182, !llvm.loop !6

109:                                              ; preds = %53
  %110 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 7), align 4, !tbaa !2
  %111 = xor i32 %110, %350
  %112 = mul i32 %111, 16777619
  %113 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 6), align 8, !tbaa !2
  %114 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 3), align 4, !tbaa !2
  %115 = sub i32 %113, %114
  %116 = xor i32 %115, %112
  %117 = mul i32 %116, 16777619
  %118 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 4), align 16, !tbaa !2
  %119 = sub i32 %118, %113
  %120 = xor i32 %119, %117
  %121 = mul i32 %120, 16777619
  %122 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 2, i64 7), align 4, !tbaa !2
  %123 = sub i32 %110, %122
  %124 = xor i32 %123, %121
  %125 = mul i32 %124, 16777619
  %126 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 2, i64 6), align 8, !tbaa !2
  %127 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 2, i64 3), align 4, !tbaa !2
  %128 = add i32 %126, %114
  %129 = sub i32 %113, %128
  %130 = add i32 %129, %127
  %131 = xor i32 %130, %125
  %132 = mul i32 %131, 16777619
  %133 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 2, i64 4), align 16, !tbaa !2
  %134 = add i32 %133, %113
  %135 = sub i32 %118, %134
  %136 = add i32 %135, %126
  %137 = xor i32 %136, %132
  %138 = mul i32 %137, 16777619
  %139 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 4, i64 7), align 4, !tbaa !2
  %140 = sub i32 %110, %139
  %141 = xor i32 %140, %138
  %142 = mul i32 %141, 16777619
  %143 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 4, i64 6), align 8, !tbaa !2
  %144 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 4, i64 3), align 4, !tbaa !2
  %145 = add i32 %143, %114
  %146 = sub i32 %113, %145
  %147 = add i32 %146, %144
  %148 = xor i32 %147, %142
  %149 = mul i32 %148, 16777619
  %150 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 4, i64 4), align 16, !tbaa !2
  %151 = add i32 %150, %113
  %152 = sub i32 %118, %151
  %153 = add i32 %152, %143
  %154 = xor i32 %153, %149
  %155 = mul i32 %154, 16777619
  %156 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 6, i64 7), align 4, !tbaa !2
  %157 = sub i32 %110, %156
  %158 = xor i32 %157, %155
  %159 = mul i32 %158, 16777619
  %160 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 6, i64 6), align 8, !tbaa !2
  %161 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 6, i64 3), align 4, !tbaa !2
  %162 = add i32 %160, %114
  %163 = sub i32 %113, %162
  %164 = add i32 %163, %161
  %165 = xor i32 %164, %159
  %166 = mul i32 %165, 16777619
  %167 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 6, i64 4), align 16, !tbaa !2
  %168 = add i32 %167, %113
  %169 = sub i32 %118, %168
  %170 = add i32 %169, %160
  %171 = xor i32 %170, %166
  %172 = mul i32 %171, 16777619
  %173 = tail call fastcc i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 0)) #6
  %174 = xor i32 %172, %173
  %175 = mul i32 %174, 16777619
  %176 = tail call fastcc i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0)) #6
  %177 = xor i32 %175, %176
  %178 = mul i32 %177, 16777619
  store i32 %178, i32* @h, align 4, !tbaa !2
  %179 = bitcast [4 x [4 x i32]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %179) #5
  %180 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 0
  %181 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 0, i64 0
  br label %353

182:                                              ; preds = %53
  %183 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %107, i64 0
  %184 = load i32, i32* %183, align 16, !tbaa !2
  br label %53

185:                                              ; preds = %49, %234
  %186 = phi i64 [ %235, %234 ], [ 0, %49 ]
  %187 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 0
  %188 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 1
  %189 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 2
  %190 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 3
  %191 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 4
  %192 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 5
  %193 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %186, i64 6
  %194 = load i32, i32* %187, align 4, !tbaa !2
  %195 = load i32, i32* %188, align 4, !tbaa !2
  %196 = load i32, i32* %189, align 4, !tbaa !2
  %197 = load i32, i32* %190, align 4, !tbaa !2
  %198 = load i32, i32* %191, align 4, !tbaa !2
  %199 = load i32, i32* %192, align 4, !tbaa !2
  %200 = load i32, i32* %193, align 4, !tbaa !2
  br label %201

201:                                              ; preds = %201, %185
  %202 = phi i64 [ 0, %185 ], [ %232, %201 ]
  %203 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 0, i64 %202
  %204 = load i32, i32* %203, align 4, !tbaa !2
  %205 = mul nsw i32 %204, %194
  %206 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 1, i64 %202
  %207 = load i32, i32* %206, align 4, !tbaa !2
  %208 = mul nsw i32 %207, %195
  %209 = add nsw i32 %208, %205
  %210 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 2, i64 %202
  %211 = load i32, i32* %210, align 4, !tbaa !2
  %212 = mul nsw i32 %211, %196
  %213 = add nsw i32 %209, %212
  %214 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 3, i64 %202
  %215 = load i32, i32* %214, align 4, !tbaa !2
  %216 = mul nsw i32 %215, %197
  %217 = add nsw i32 %213, %216
  %218 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 4, i64 %202
  %219 = load i32, i32* %218, align 4, !tbaa !2
  %220 = mul nsw i32 %219, %198
  %221 = add nsw i32 %217, %220
  %222 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 5, i64 %202
  %223 = load i32, i32* %222, align 4, !tbaa !2
  %224 = mul nsw i32 %223, %199
  %225 = add nsw i32 %221, %224
  %226 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 6, i64 %202
  %227 = load i32, i32* %226, align 4, !tbaa !2
  %228 = mul nsw i32 %227, %200
  %229 = add nsw i32 %225, %228
  %230 = srem i32 %229, 1009
  %231 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %186, i64 %202
  store i32 %230, i32* %231, align 4, !tbaa !2
  %232 = add nuw nsw i64 %202, 1
  %233 = icmp eq i64 %232, 7
  br i1 %233, label %234, label %201, !llvm.loop !8

234:                                              ; preds = %201
  %235 = add nuw nsw i64 %186, 1
  %236 = icmp eq i64 %235, 7
  br i1 %236, label %237, label %185, !llvm.loop !9

237:                                              ; preds = %234
  %238 = load i32, i32* %6, align 4, !tbaa !2
  %239 = load i32, i32* %7, align 4, !tbaa !2
  store i32 %239, i32* %6, align 4, !tbaa !2
  store i32 %238, i32* %7, align 4, !tbaa !2
  %240 = load i32, i32* %8, align 8, !tbaa !2
  %241 = load i32, i32* %9, align 8, !tbaa !2
  store i32 %241, i32* %8, align 8, !tbaa !2
  store i32 %240, i32* %9, align 8, !tbaa !2
  %242 = load i32, i32* %10, align 4, !tbaa !2
  %243 = load i32, i32* %11, align 4, !tbaa !2
  store i32 %243, i32* %10, align 4, !tbaa !2
  store i32 %242, i32* %11, align 4, !tbaa !2
  %244 = load i32, i32* %12, align 16, !tbaa !2
  %245 = load i32, i32* %13, align 16, !tbaa !2
  store i32 %245, i32* %12, align 16, !tbaa !2
  store i32 %244, i32* %13, align 16, !tbaa !2
  %246 = load i32, i32* %14, align 4, !tbaa !2
  %247 = load i32, i32* %15, align 4, !tbaa !2
  store i32 %247, i32* %14, align 4, !tbaa !2
  store i32 %246, i32* %15, align 4, !tbaa !2
  %248 = load i32, i32* %16, align 8, !tbaa !2
  %249 = load i32, i32* %17, align 8, !tbaa !2
  store i32 %249, i32* %16, align 8, !tbaa !2
  store i32 %248, i32* %17, align 8, !tbaa !2
  %250 = load i32, i32* %18, align 4, !tbaa !2
  %251 = load i32, i32* %19, align 4, !tbaa !2
  store i32 %251, i32* %18, align 4, !tbaa !2
  store i32 %250, i32* %19, align 4, !tbaa !2
  %252 = load i32, i32* %20, align 8, !tbaa !2
  %253 = load i32, i32* %21, align 8, !tbaa !2
  store i32 %253, i32* %20, align 8, !tbaa !2
  store i32 %252, i32* %21, align 8, !tbaa !2
  %254 = load i32, i32* %22, align 4, !tbaa !2
  %255 = load i32, i32* %23, align 4, !tbaa !2
  store i32 %255, i32* %22, align 4, !tbaa !2
  store i32 %254, i32* %23, align 4, !tbaa !2
  %256 = load i32, i32* %24, align 16, !tbaa !2
  %257 = load i32, i32* %25, align 16, !tbaa !2
  store i32 %257, i32* %24, align 16, !tbaa !2
  store i32 %256, i32* %25, align 16, !tbaa !2
  %258 = load i32, i32* %26, align 4, !tbaa !2
  %259 = load i32, i32* %27, align 4, !tbaa !2
  store i32 %259, i32* %26, align 4, !tbaa !2
  store i32 %258, i32* %27, align 4, !tbaa !2
  %260 = load i32, i32* %28, align 4, !tbaa !2
  %261 = load i32, i32* %29, align 4, !tbaa !2
  store i32 %261, i32* %28, align 4, !tbaa !2
  store i32 %260, i32* %29, align 4, !tbaa !2
  %262 = load i32, i32* %30, align 8, !tbaa !2
  %263 = load i32, i32* %31, align 8, !tbaa !2
  store i32 %263, i32* %30, align 8, !tbaa !2
  store i32 %262, i32* %31, align 8, !tbaa !2
  %264 = load i32, i32* %32, align 4, !tbaa !2
  %265 = load i32, i32* %33, align 4, !tbaa !2
  store i32 %265, i32* %32, align 4, !tbaa !2
  store i32 %264, i32* %33, align 4, !tbaa !2
  %266 = load i32, i32* %34, align 16, !tbaa !2
  %267 = load i32, i32* %35, align 16, !tbaa !2
  store i32 %267, i32* %34, align 16, !tbaa !2
  store i32 %266, i32* %35, align 16, !tbaa !2
  %268 = load i32, i32* %36, align 4, !tbaa !2
  %269 = load i32, i32* %37, align 4, !tbaa !2
  store i32 %269, i32* %36, align 4, !tbaa !2
  store i32 %268, i32* %37, align 4, !tbaa !2
  %270 = load i32, i32* %38, align 8, !tbaa !2
  %271 = load i32, i32* %39, align 8, !tbaa !2
  store i32 %271, i32* %38, align 8, !tbaa !2
  store i32 %270, i32* %39, align 8, !tbaa !2
  %272 = load i32, i32* %40, align 4, !tbaa !2
  %273 = load i32, i32* %41, align 4, !tbaa !2
  store i32 %273, i32* %40, align 4, !tbaa !2
  store i32 %272, i32* %41, align 4, !tbaa !2
  %274 = load i32, i32* %42, align 4, !tbaa !2
  %275 = load i32, i32* %43, align 4, !tbaa !2
  store i32 %275, i32* %42, align 4, !tbaa !2
  store i32 %274, i32* %43, align 4, !tbaa !2
  %276 = load i32, i32* %44, align 8, !tbaa !2
  %277 = load i32, i32* %45, align 8, !tbaa !2
  store i32 %277, i32* %44, align 8, !tbaa !2
  store i32 %276, i32* %45, align 8, !tbaa !2
  %278 = load i32, i32* %46, align 4, !tbaa !2
  %279 = load i32, i32* %47, align 4, !tbaa !2
  store i32 %279, i32* %46, align 4, !tbaa !2
  store i32 %278, i32* %47, align 4, !tbaa !2
  br label %280

280:                                              ; preds = %300, %237
  %281 = phi i32 [ %249, %237 ], [ %312, %300 ]
  %282 = phi i32 [ %247, %237 ], [ %310, %300 ]
  %283 = phi i32 [ %245, %237 ], [ %308, %300 ]
  %284 = phi i32 [ %243, %237 ], [ %306, %300 ]
  %285 = phi i32 [ %241, %237 ], [ %304, %300 ]
  %286 = phi i32 [ %239, %237 ], [ %302, %300 ]
  %287 = phi i64 [ 0, %237 ], [ %298, %300 ]
  %288 = sub nuw nsw i64 6, %287
  %289 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %287, i64 0
  %290 = load i32, i32* %289, align 4, !tbaa !2
  %291 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 0, i64 %288
  store i32 %290, i32* %291, align 4, !tbaa !2
  %292 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 1, i64 %288
  store i32 %286, i32* %292, align 4, !tbaa !2
  %293 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 2, i64 %288
  store i32 %285, i32* %293, align 4, !tbaa !2
  %294 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 3, i64 %288
  store i32 %284, i32* %294, align 4, !tbaa !2
  %295 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 4, i64 %288
  store i32 %283, i32* %295, align 4, !tbaa !2
  %296 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 5, i64 %288
  store i32 %282, i32* %296, align 4, !tbaa !2
  %297 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 6, i64 %288
  store i32 %281, i32* %297, align 4, !tbaa !2
  %298 = add nuw nsw i64 %287, 1
  %299 = icmp eq i64 %298, 7
  br i1 %299, label %313, label %300, !llvm.loop !10

300:                                              ; preds = %280
  %301 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %298, i64 1
  %302 = load i32, i32* %301, align 4, !tbaa !2
  %303 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %298, i64 2
  %304 = load i32, i32* %303, align 4, !tbaa !2
  %305 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %298, i64 3
  %306 = load i32, i32* %305, align 4, !tbaa !2
  %307 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %298, i64 4
  %308 = load i32, i32* %307, align 4, !tbaa !2
  %309 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %298, i64 5
  %310 = load i32, i32* %309, align 4, !tbaa !2
  %311 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %298, i64 6
  %312 = load i32, i32* %311, align 4, !tbaa !2
  br label %280

313:                                              ; preds = %280, %313
  %314 = phi i64 [ %343, %313 ], [ 0, %280 ]
  %315 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 0
  %316 = load i32, i32* %315, align 4, !tbaa !2
  %317 = srem i32 %316, 23
  %318 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 0
  store i32 %317, i32* %318, align 4, !tbaa !2
  %319 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 1
  %320 = load i32, i32* %319, align 4, !tbaa !2
  %321 = srem i32 %320, 23
  %322 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 1
  store i32 %321, i32* %322, align 4, !tbaa !2
  %323 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 2
  %324 = load i32, i32* %323, align 4, !tbaa !2
  %325 = srem i32 %324, 23
  %326 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 2
  store i32 %325, i32* %326, align 4, !tbaa !2
  %327 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 3
  %328 = load i32, i32* %327, align 4, !tbaa !2
  %329 = srem i32 %328, 23
  %330 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 3
  store i32 %329, i32* %330, align 4, !tbaa !2
  %331 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 4
  %332 = load i32, i32* %331, align 4, !tbaa !2
  %333 = srem i32 %332, 23
  %334 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 4
  store i32 %333, i32* %334, align 4, !tbaa !2
  %335 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 5
  %336 = load i32, i32* %335, align 4, !tbaa !2
  %337 = srem i32 %336, 23
  %338 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 5
  store i32 %337, i32* %338, align 4, !tbaa !2
  %339 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %314, i64 6
  %340 = load i32, i32* %339, align 4, !tbaa !2
  %341 = srem i32 %340, 23
  %342 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %314, i64 6
  store i32 %341, i32* %342, align 4, !tbaa !2
  %343 = add nuw nsw i64 %314, 1
  %344 = icmp eq i64 %343, 7
  br i1 %344, label %345, label %313, !llvm.loop !11

345:                                              ; preds = %313
  %346 = sub nuw nsw i64 6, %50
  %347 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %50, i64 %346
  %348 = load i32, i32* %347, align 4, !tbaa !2
  %349 = xor i32 %51, %348
  %350 = mul i32 %349, 16777619
  %351 = add nuw nsw i64 %50, 1
  %352 = icmp eq i64 %351, 5
  br i1 %352, label %52, label %49, !llvm.loop !12

353:                                              ; preds = %109, %400
  %354 = phi i32 [ %178, %109 ], [ %408, %400 ]
  %355 = phi i32 [ 905661424, %109 ], [ %387, %400 ]
  %356 = phi i32 [ 0, %109 ], [ %409, %400 ]
  br label %359

357:                                              ; preds = %400
  %358 = and i32 %408, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %179) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %4) #5
  ret i32 %358

359:                                              ; preds = %353, %359
  %360 = phi i64 [ 0, %353 ], [ %394, %359 ]
  %361 = phi i32 [ %355, %353 ], [ %387, %359 ]
  %362 = mul i32 %361, 1103515245
  %363 = add i32 %362, 12345
  %364 = lshr i32 %363, 16
  %365 = trunc i32 %364 to i16
  %366 = urem i16 %365, 11
  %367 = zext i16 %366 to i32
  %368 = add nsw i32 %367, -5
  %369 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 %360, i64 0
  store i32 %368, i32* %369, align 16, !tbaa !2
  %370 = mul i32 %363, 1103515245
  %371 = add i32 %370, 12345
  %372 = lshr i32 %371, 16
  %373 = trunc i32 %372 to i16
  %374 = urem i16 %373, 11
  %375 = zext i16 %374 to i32
  %376 = add nsw i32 %375, -5
  %377 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 %360, i64 1
  store i32 %376, i32* %377, align 4, !tbaa !2
  %378 = mul i32 %371, 1103515245
  %379 = add i32 %378, 12345
  %380 = lshr i32 %379, 16
  %381 = trunc i32 %380 to i16
  %382 = urem i16 %381, 11
  %383 = zext i16 %382 to i32
  %384 = add nsw i32 %383, -5
  %385 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 %360, i64 2
  store i32 %384, i32* %385, align 8, !tbaa !2
  %386 = mul i32 %379, 1103515245
  %387 = add i32 %386, 12345
  %388 = lshr i32 %387, 16
  %389 = trunc i32 %388 to i16
  %390 = urem i16 %389, 11
  %391 = zext i16 %390 to i32
  %392 = add nsw i32 %391, -5
  %393 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 %360, i64 3
  store i32 %392, i32* %393, align 4, !tbaa !2
  %394 = add nuw nsw i64 %360, 1
  %395 = icmp eq i64 %394, 4
  br i1 %395, label %396, label %359, !llvm.loop !13

396:                                              ; preds = %359
  %397 = urem i32 %356, 5
  %398 = icmp eq i32 %397, 0
  br i1 %398, label %399, label %400

399:                                              ; preds = %396
  store i32 0, i32* %181, align 16, !tbaa !2
  br label %400

400:                                              ; preds = %399, %396
  %401 = call fastcc i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef nonnull %180) #6
  %402 = trunc i64 %401 to i32
  %403 = xor i32 %354, %402
  %404 = mul i32 %403, 16777619
  store i32 %404, i32* @h, align 4, !tbaa !2
  %405 = call fastcc i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef nonnull %180) #6
  %406 = trunc i64 %405 to i32
  %407 = xor i32 %404, %406
  %408 = mul i32 %407, 16777619
  store i32 %408, i32* @h, align 4, !tbaa !2
  %409 = add nuw nsw i32 %356, 1
  %410 = icmp eq i32 %409, 30
  br i1 %410, label %357, label %353, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @saddles([7 x i32]* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 0
  %5 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 0
  %6 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 0
  %7 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 0
  %8 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 0
  %9 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 0
  %10 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 1
  %11 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 1
  %12 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 1
  %13 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 1
  %14 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 1
  %15 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 1
  %16 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 1
  %17 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 2
  %18 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 2
  %19 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 2
  %20 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 2
  %21 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 2
  %22 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 2
  %23 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 2
  %24 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 3
  %25 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 3
  %26 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 3
  %27 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 3
  %28 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 3
  %29 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 3
  %30 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 3
  %31 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 4
  %32 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 4
  %33 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 4
  %34 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 4
  %35 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 4
  %36 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 4
  %37 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 4
  %38 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 5
  %39 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 5
  %40 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 5
  %41 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 5
  %42 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 5
  %43 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 5
  %44 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 5
  %45 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 0, i64 6
  %46 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 1, i64 6
  %47 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 2, i64 6
  %48 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 3, i64 6
  %49 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 4, i64 6
  %50 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 5, i64 6
  %51 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 6, i64 6
  br label %52

52:                                               ; preds = %1, %370
  %53 = phi i64 [ 0, %1 ], [ %374, %370 ]
  %54 = phi i32 [ 0, %1 ], [ %373, %370 ]
  %55 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 0
  %56 = load i32, i32* %55, align 4, !tbaa !2
  %57 = icmp sgt i32 %3, %56
  br i1 %57, label %59, label %376

58:                                               ; preds = %370
  ret i32 %373

59:                                               ; preds = %415, %411, %408, %404, %401, %397, %394, %390, %387, %383, %380, %52, %376
  %60 = phi i32 [ 0, %376 ], [ 0, %52 ], [ 0, %380 ], [ 0, %383 ], [ 0, %387 ], [ 0, %390 ], [ 0, %394 ], [ 0, %397 ], [ 0, %401 ], [ 0, %404 ], [ 0, %408 ], [ 0, %411 ], [ %418, %415 ]
  %61 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %62 = load i32, i32* %61, align 4, !tbaa !2
  %63 = icmp slt i32 %56, %62
  br i1 %63, label %110, label %64

64:                                               ; preds = %59
  %65 = load i32, i32* %10, align 4, !tbaa !2
  %66 = icmp sgt i32 %65, %62
  br i1 %66, label %110, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %69 = load i32, i32* %68, align 4, !tbaa !2
  %70 = icmp slt i32 %69, %62
  br i1 %70, label %110, label %71

71:                                               ; preds = %67
  %72 = load i32, i32* %11, align 4, !tbaa !2
  %73 = icmp sgt i32 %72, %62
  br i1 %73, label %110, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %76 = load i32, i32* %75, align 4, !tbaa !2
  %77 = icmp slt i32 %76, %62
  br i1 %77, label %110, label %78

78:                                               ; preds = %74
  %79 = load i32, i32* %12, align 4, !tbaa !2
  %80 = icmp sgt i32 %79, %62
  br i1 %80, label %110, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %83 = load i32, i32* %82, align 4, !tbaa !2
  %84 = icmp slt i32 %83, %62
  br i1 %84, label %110, label %85

85:                                               ; preds = %81
  %86 = load i32, i32* %13, align 4, !tbaa !2
  %87 = icmp sgt i32 %86, %62
  br i1 %87, label %110, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %90 = load i32, i32* %89, align 4, !tbaa !2
  %91 = icmp slt i32 %90, %62
  br i1 %91, label %110, label %92

92:                                               ; preds = %88
  %93 = load i32, i32* %14, align 4, !tbaa !2
  %94 = icmp sgt i32 %93, %62
  br i1 %94, label %110, label %95

95:                                               ; preds = %92
  %96 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %97 = load i32, i32* %96, align 4, !tbaa !2
  %98 = icmp slt i32 %97, %62
  br i1 %98, label %110, label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %15, align 4, !tbaa !2
  %101 = icmp sgt i32 %100, %62
  br i1 %101, label %110, label %102

102:                                              ; preds = %99
  %103 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %104 = load i32, i32* %103, align 4, !tbaa !2
  %105 = icmp slt i32 %104, %62
  br i1 %105, label %110, label %106

106:                                              ; preds = %102
  %107 = load i32, i32* %16, align 4, !tbaa !2
  %108 = icmp sgt i32 %107, %62
  %109 = select i1 %108, i32 0, i32 1
  br label %110

110:                                              ; preds = %106, %67, %64, %71, %74, %78, %81, %85, %88, %92, %95, %99, %102, %59
  %111 = phi i32 [ 0, %59 ], [ 0, %67 ], [ 0, %64 ], [ 0, %71 ], [ 0, %74 ], [ 0, %78 ], [ 0, %81 ], [ 0, %85 ], [ 0, %88 ], [ 0, %92 ], [ 0, %95 ], [ 0, %99 ], [ 0, %102 ], [ %109, %106 ]
  %112 = add nsw i32 %60, %54
  %113 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %114 = load i32, i32* %113, align 4, !tbaa !2
  %115 = icmp slt i32 %56, %114
  br i1 %115, label %162, label %116

116:                                              ; preds = %110
  %117 = load i32, i32* %17, align 4, !tbaa !2
  %118 = icmp sgt i32 %117, %114
  br i1 %118, label %162, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %121 = load i32, i32* %120, align 4, !tbaa !2
  %122 = icmp slt i32 %121, %114
  br i1 %122, label %162, label %123

123:                                              ; preds = %119
  %124 = load i32, i32* %18, align 4, !tbaa !2
  %125 = icmp sgt i32 %124, %114
  br i1 %125, label %162, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %128 = load i32, i32* %127, align 4, !tbaa !2
  %129 = icmp slt i32 %128, %114
  br i1 %129, label %162, label %130

130:                                              ; preds = %126
  %131 = load i32, i32* %19, align 4, !tbaa !2
  %132 = icmp sgt i32 %131, %114
  br i1 %132, label %162, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %135 = load i32, i32* %134, align 4, !tbaa !2
  %136 = icmp slt i32 %135, %114
  br i1 %136, label %162, label %137

137:                                              ; preds = %133
  %138 = load i32, i32* %20, align 4, !tbaa !2
  %139 = icmp sgt i32 %138, %114
  br i1 %139, label %162, label %140

140:                                              ; preds = %137
  %141 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %142 = load i32, i32* %141, align 4, !tbaa !2
  %143 = icmp slt i32 %142, %114
  br i1 %143, label %162, label %144

144:                                              ; preds = %140
  %145 = load i32, i32* %21, align 4, !tbaa !2
  %146 = icmp sgt i32 %145, %114
  br i1 %146, label %162, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %149 = load i32, i32* %148, align 4, !tbaa !2
  %150 = icmp slt i32 %149, %114
  br i1 %150, label %162, label %151

151:                                              ; preds = %147
  %152 = load i32, i32* %22, align 4, !tbaa !2
  %153 = icmp sgt i32 %152, %114
  br i1 %153, label %162, label %154

154:                                              ; preds = %151
  %155 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %156 = load i32, i32* %155, align 4, !tbaa !2
  %157 = icmp slt i32 %156, %114
  br i1 %157, label %162, label %158

158:                                              ; preds = %154
  %159 = load i32, i32* %23, align 4, !tbaa !2
  %160 = icmp sgt i32 %159, %114
  %161 = select i1 %160, i32 0, i32 1
  br label %162

162:                                              ; preds = %158, %119, %116, %123, %126, %130, %133, %137, %140, %144, %147, %151, %154, %110
  %163 = phi i32 [ 0, %110 ], [ 0, %119 ], [ 0, %116 ], [ 0, %123 ], [ 0, %126 ], [ 0, %130 ], [ 0, %133 ], [ 0, %137 ], [ 0, %140 ], [ 0, %144 ], [ 0, %147 ], [ 0, %151 ], [ 0, %154 ], [ %161, %158 ]
  %164 = add nsw i32 %111, %112
  %165 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %166 = load i32, i32* %165, align 4, !tbaa !2
  %167 = icmp slt i32 %56, %166
  br i1 %167, label %214, label %168

168:                                              ; preds = %162
  %169 = load i32, i32* %24, align 4, !tbaa !2
  %170 = icmp sgt i32 %169, %166
  br i1 %170, label %214, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %173 = load i32, i32* %172, align 4, !tbaa !2
  %174 = icmp slt i32 %173, %166
  br i1 %174, label %214, label %175

175:                                              ; preds = %171
  %176 = load i32, i32* %25, align 4, !tbaa !2
  %177 = icmp sgt i32 %176, %166
  br i1 %177, label %214, label %178

178:                                              ; preds = %175
  %179 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %180 = load i32, i32* %179, align 4, !tbaa !2
  %181 = icmp slt i32 %180, %166
  br i1 %181, label %214, label %182

182:                                              ; preds = %178
  %183 = load i32, i32* %26, align 4, !tbaa !2
  %184 = icmp sgt i32 %183, %166
  br i1 %184, label %214, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %187 = load i32, i32* %186, align 4, !tbaa !2
  %188 = icmp slt i32 %187, %166
  br i1 %188, label %214, label %189

189:                                              ; preds = %185
  %190 = load i32, i32* %27, align 4, !tbaa !2
  %191 = icmp sgt i32 %190, %166
  br i1 %191, label %214, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %194 = load i32, i32* %193, align 4, !tbaa !2
  %195 = icmp slt i32 %194, %166
  br i1 %195, label %214, label %196

196:                                              ; preds = %192
  %197 = load i32, i32* %28, align 4, !tbaa !2
  %198 = icmp sgt i32 %197, %166
  br i1 %198, label %214, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %201 = load i32, i32* %200, align 4, !tbaa !2
  %202 = icmp slt i32 %201, %166
  br i1 %202, label %214, label %203

203:                                              ; preds = %199
  %204 = load i32, i32* %29, align 4, !tbaa !2
  %205 = icmp sgt i32 %204, %166
  br i1 %205, label %214, label %206

206:                                              ; preds = %203
  %207 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %208 = load i32, i32* %207, align 4, !tbaa !2
  %209 = icmp slt i32 %208, %166
  br i1 %209, label %214, label %210

210:                                              ; preds = %206
  %211 = load i32, i32* %30, align 4, !tbaa !2
  %212 = icmp sgt i32 %211, %166
  %213 = select i1 %212, i32 0, i32 1
  br label %214

214:                                              ; preds = %210, %171, %168, %175, %178, %182, %185, %189, %192, %196, %199, %203, %206, %162
  %215 = phi i32 [ 0, %162 ], [ 0, %171 ], [ 0, %168 ], [ 0, %175 ], [ 0, %178 ], [ 0, %182 ], [ 0, %185 ], [ 0, %189 ], [ 0, %192 ], [ 0, %196 ], [ 0, %199 ], [ 0, %203 ], [ 0, %206 ], [ %213, %210 ]
  %216 = add nsw i32 %163, %164
  %217 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %218 = load i32, i32* %217, align 4, !tbaa !2
  %219 = icmp slt i32 %56, %218
  br i1 %219, label %266, label %220

220:                                              ; preds = %214
  %221 = load i32, i32* %31, align 4, !tbaa !2
  %222 = icmp sgt i32 %221, %218
  br i1 %222, label %266, label %223

223:                                              ; preds = %220
  %224 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %225 = load i32, i32* %224, align 4, !tbaa !2
  %226 = icmp slt i32 %225, %218
  br i1 %226, label %266, label %227

227:                                              ; preds = %223
  %228 = load i32, i32* %32, align 4, !tbaa !2
  %229 = icmp sgt i32 %228, %218
  br i1 %229, label %266, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %232 = load i32, i32* %231, align 4, !tbaa !2
  %233 = icmp slt i32 %232, %218
  br i1 %233, label %266, label %234

234:                                              ; preds = %230
  %235 = load i32, i32* %33, align 4, !tbaa !2
  %236 = icmp sgt i32 %235, %218
  br i1 %236, label %266, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %239 = load i32, i32* %238, align 4, !tbaa !2
  %240 = icmp slt i32 %239, %218
  br i1 %240, label %266, label %241

241:                                              ; preds = %237
  %242 = load i32, i32* %34, align 4, !tbaa !2
  %243 = icmp sgt i32 %242, %218
  br i1 %243, label %266, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %246 = load i32, i32* %245, align 4, !tbaa !2
  %247 = icmp slt i32 %246, %218
  br i1 %247, label %266, label %248

248:                                              ; preds = %244
  %249 = load i32, i32* %35, align 4, !tbaa !2
  %250 = icmp sgt i32 %249, %218
  br i1 %250, label %266, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %253 = load i32, i32* %252, align 4, !tbaa !2
  %254 = icmp slt i32 %253, %218
  br i1 %254, label %266, label %255

255:                                              ; preds = %251
  %256 = load i32, i32* %36, align 4, !tbaa !2
  %257 = icmp sgt i32 %256, %218
  br i1 %257, label %266, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %260 = load i32, i32* %259, align 4, !tbaa !2
  %261 = icmp slt i32 %260, %218
  br i1 %261, label %266, label %262

262:                                              ; preds = %258
  %263 = load i32, i32* %37, align 4, !tbaa !2
  %264 = icmp sgt i32 %263, %218
  %265 = select i1 %264, i32 0, i32 1
  br label %266

266:                                              ; preds = %262, %223, %220, %227, %230, %234, %237, %241, %244, %248, %251, %255, %258, %214
  %267 = phi i32 [ 0, %214 ], [ 0, %223 ], [ 0, %220 ], [ 0, %227 ], [ 0, %230 ], [ 0, %234 ], [ 0, %237 ], [ 0, %241 ], [ 0, %244 ], [ 0, %248 ], [ 0, %251 ], [ 0, %255 ], [ 0, %258 ], [ %265, %262 ]
  %268 = add nsw i32 %215, %216
  %269 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %270 = load i32, i32* %269, align 4, !tbaa !2
  %271 = icmp slt i32 %56, %270
  br i1 %271, label %318, label %272

272:                                              ; preds = %266
  %273 = load i32, i32* %38, align 4, !tbaa !2
  %274 = icmp sgt i32 %273, %270
  br i1 %274, label %318, label %275

275:                                              ; preds = %272
  %276 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %277 = load i32, i32* %276, align 4, !tbaa !2
  %278 = icmp slt i32 %277, %270
  br i1 %278, label %318, label %279

279:                                              ; preds = %275
  %280 = load i32, i32* %39, align 4, !tbaa !2
  %281 = icmp sgt i32 %280, %270
  br i1 %281, label %318, label %282

282:                                              ; preds = %279
  %283 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %284 = load i32, i32* %283, align 4, !tbaa !2
  %285 = icmp slt i32 %284, %270
  br i1 %285, label %318, label %286

286:                                              ; preds = %282
  %287 = load i32, i32* %40, align 4, !tbaa !2
  %288 = icmp sgt i32 %287, %270
  br i1 %288, label %318, label %289

289:                                              ; preds = %286
  %290 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %291 = load i32, i32* %290, align 4, !tbaa !2
  %292 = icmp slt i32 %291, %270
  br i1 %292, label %318, label %293

293:                                              ; preds = %289
  %294 = load i32, i32* %41, align 4, !tbaa !2
  %295 = icmp sgt i32 %294, %270
  br i1 %295, label %318, label %296

296:                                              ; preds = %293
  %297 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %298 = load i32, i32* %297, align 4, !tbaa !2
  %299 = icmp slt i32 %298, %270
  br i1 %299, label %318, label %300

300:                                              ; preds = %296
  %301 = load i32, i32* %42, align 4, !tbaa !2
  %302 = icmp sgt i32 %301, %270
  br i1 %302, label %318, label %303

303:                                              ; preds = %300
  %304 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %305 = load i32, i32* %304, align 4, !tbaa !2
  %306 = icmp slt i32 %305, %270
  br i1 %306, label %318, label %307

307:                                              ; preds = %303
  %308 = load i32, i32* %43, align 4, !tbaa !2
  %309 = icmp sgt i32 %308, %270
  br i1 %309, label %318, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %312 = load i32, i32* %311, align 4, !tbaa !2
  %313 = icmp slt i32 %312, %270
  br i1 %313, label %318, label %314

314:                                              ; preds = %310
  %315 = load i32, i32* %44, align 4, !tbaa !2
  %316 = icmp sgt i32 %315, %270
  %317 = select i1 %316, i32 0, i32 1
  br label %318

318:                                              ; preds = %314, %275, %272, %279, %282, %286, %289, %293, %296, %300, %303, %307, %310, %266
  %319 = phi i32 [ 0, %266 ], [ 0, %275 ], [ 0, %272 ], [ 0, %279 ], [ 0, %282 ], [ 0, %286 ], [ 0, %289 ], [ 0, %293 ], [ 0, %296 ], [ 0, %300 ], [ 0, %303 ], [ 0, %307 ], [ 0, %310 ], [ %317, %314 ]
  %320 = add nsw i32 %267, %268
  %321 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %322 = load i32, i32* %321, align 4, !tbaa !2
  %323 = icmp slt i32 %56, %322
  br i1 %323, label %370, label %324

324:                                              ; preds = %318
  %325 = load i32, i32* %45, align 4, !tbaa !2
  %326 = icmp sgt i32 %325, %322
  br i1 %326, label %370, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %329 = load i32, i32* %328, align 4, !tbaa !2
  %330 = icmp slt i32 %329, %322
  br i1 %330, label %370, label %331

331:                                              ; preds = %327
  %332 = load i32, i32* %46, align 4, !tbaa !2
  %333 = icmp sgt i32 %332, %322
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %336 = load i32, i32* %335, align 4, !tbaa !2
  %337 = icmp slt i32 %336, %322
  br i1 %337, label %370, label %338

338:                                              ; preds = %334
  %339 = load i32, i32* %47, align 4, !tbaa !2
  %340 = icmp sgt i32 %339, %322
  br i1 %340, label %370, label %341

341:                                              ; preds = %338
  %342 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %343 = load i32, i32* %342, align 4, !tbaa !2
  %344 = icmp slt i32 %343, %322
  br i1 %344, label %370, label %345

345:                                              ; preds = %341
  %346 = load i32, i32* %48, align 4, !tbaa !2
  %347 = icmp sgt i32 %346, %322
  br i1 %347, label %370, label %348

348:                                              ; preds = %345
  %349 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %350 = load i32, i32* %349, align 4, !tbaa !2
  %351 = icmp slt i32 %350, %322
  br i1 %351, label %370, label %352

352:                                              ; preds = %348
  %353 = load i32, i32* %49, align 4, !tbaa !2
  %354 = icmp sgt i32 %353, %322
  br i1 %354, label %370, label %355

355:                                              ; preds = %352
  %356 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %357 = load i32, i32* %356, align 4, !tbaa !2
  %358 = icmp slt i32 %357, %322
  br i1 %358, label %370, label %359

359:                                              ; preds = %355
  %360 = load i32, i32* %50, align 4, !tbaa !2
  %361 = icmp sgt i32 %360, %322
  br i1 %361, label %370, label %362

362:                                              ; preds = %359
  %363 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %364 = load i32, i32* %363, align 4, !tbaa !2
  %365 = icmp slt i32 %364, %322
  br i1 %365, label %370, label %366

366:                                              ; preds = %362
  %367 = load i32, i32* %51, align 4, !tbaa !2
  %368 = icmp sgt i32 %367, %322
  %369 = select i1 %368, i32 0, i32 1
  br label %370

370:                                              ; preds = %366, %327, %324, %331, %334, %338, %341, %345, %348, %352, %355, %359, %362, %318
  %371 = phi i32 [ 0, %318 ], [ 0, %327 ], [ 0, %324 ], [ 0, %331 ], [ 0, %334 ], [ 0, %338 ], [ 0, %341 ], [ 0, %345 ], [ 0, %348 ], [ 0, %352 ], [ 0, %355 ], [ 0, %359 ], [ 0, %362 ], [ %369, %366 ]
  %372 = add nsw i32 %319, %320
  %373 = add nsw i32 %371, %372
  %374 = add nuw nsw i64 %53, 1
  %375 = icmp eq i64 %374, 7
  br i1 %375, label %58, label %52, !llvm.loop !15

376:                                              ; preds = %52
  %377 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 1
  %378 = load i32, i32* %377, align 4, !tbaa !2
  %379 = icmp slt i32 %378, %56
  br i1 %379, label %59, label %380

380:                                              ; preds = %376
  %381 = load i32, i32* %4, align 4, !tbaa !2
  %382 = icmp sgt i32 %381, %56
  br i1 %382, label %59, label %383

383:                                              ; preds = %380
  %384 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 2
  %385 = load i32, i32* %384, align 4, !tbaa !2
  %386 = icmp slt i32 %385, %56
  br i1 %386, label %59, label %387

387:                                              ; preds = %383
  %388 = load i32, i32* %5, align 4, !tbaa !2
  %389 = icmp sgt i32 %388, %56
  br i1 %389, label %59, label %390

390:                                              ; preds = %387
  %391 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 3
  %392 = load i32, i32* %391, align 4, !tbaa !2
  %393 = icmp slt i32 %392, %56
  br i1 %393, label %59, label %394

394:                                              ; preds = %390
  %395 = load i32, i32* %6, align 4, !tbaa !2
  %396 = icmp sgt i32 %395, %56
  br i1 %396, label %59, label %397

397:                                              ; preds = %394
  %398 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 4
  %399 = load i32, i32* %398, align 4, !tbaa !2
  %400 = icmp slt i32 %399, %56
  br i1 %400, label %59, label %401

401:                                              ; preds = %397
  %402 = load i32, i32* %7, align 4, !tbaa !2
  %403 = icmp sgt i32 %402, %56
  br i1 %403, label %59, label %404

404:                                              ; preds = %401
  %405 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 5
  %406 = load i32, i32* %405, align 4, !tbaa !2
  %407 = icmp slt i32 %406, %56
  br i1 %407, label %59, label %408

408:                                              ; preds = %404
  %409 = load i32, i32* %8, align 4, !tbaa !2
  %410 = icmp sgt i32 %409, %56
  br i1 %410, label %59, label %411

411:                                              ; preds = %408
  %412 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i64 %53, i64 6
  %413 = load i32, i32* %412, align 4, !tbaa !2
  %414 = icmp slt i32 %413, %56
  br i1 %414, label %59, label %415

415:                                              ; preds = %411
  %416 = load i32, i32* %9, align 4, !tbaa !2
  %417 = icmp sgt i32 %416, %56
  %418 = select i1 %417, i32 0, i32 1
  br label %59
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i64 @det_bareiss(i32 noundef %0, [4 x i32]* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [4 x [4 x i64]], align 16
  %4 = bitcast [4 x [4 x i64]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %2
  %7 = add i32 %0, -1
  br label %20

8:                                                ; preds = %2
  %9 = zext i32 %0 to i64
  %10 = add nsw i64 %9, -1
  %11 = and i64 %9, 3
  %12 = icmp ult i64 %10, 3
  %13 = and i64 %9, 4294967292
  %14 = icmp eq i64 %11, 0
  br label %15

15:                                               ; preds = %44, %8
  %16 = phi i64 [ 0, %8 ], [ %45, %44 ]
  br i1 %12, label %32, label %47

17:                                               ; preds = %44
  %18 = add i32 %0, -1
  %19 = icmp sgt i32 %0, 1
  br i1 %19, label %23, label %20

20:                                               ; preds = %6, %17
  %21 = phi i32 [ %7, %6 ], [ %18, %17 ]
  %22 = zext i32 %21 to i64
  br label %153

23:                                               ; preds = %17
  %24 = zext i32 %0 to i64
  %25 = zext i32 %18 to i64
  %26 = zext i32 %18 to i64
  %27 = zext i32 %0 to i64
  %28 = and i64 %9, 1
  %29 = icmp eq i64 %10, 0
  %30 = and i64 %9, 4294967294
  %31 = icmp eq i64 %28, 0
  br label %72

32:                                               ; preds = %47, %15
  %33 = phi i64 [ 0, %15 ], [ %69, %47 ]
  br i1 %14, label %44, label %34

34:                                               ; preds = %32, %34
  %35 = phi i64 [ %41, %34 ], [ %33, %32 ]
  %36 = phi i64 [ %42, %34 ], [ 0, %32 ]
  %37 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %16, i64 %35
  %38 = load i32, i32* %37, align 4, !tbaa !2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %16, i64 %35
  store i64 %39, i64* %40, align 8, !tbaa !16
  %41 = add nuw nsw i64 %35, 1
  %42 = add i64 %36, 1
  %43 = icmp eq i64 %42, %11
  br i1 %43, label %44, label %34, !llvm.loop !18

44:                                               ; preds = %34, %32
  %45 = add nuw nsw i64 %16, 1
  %46 = icmp eq i64 %45, %9
  br i1 %46, label %17, label %15, !llvm.loop !20

47:                                               ; preds = %15, %47
  %48 = phi i64 [ %69, %47 ], [ 0, %15 ]
  %49 = phi i64 [ %70, %47 ], [ 0, %15 ]
  %50 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %16, i64 %48
  %51 = load i32, i32* %50, align 4, !tbaa !2
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %16, i64 %48
  store i64 %52, i64* %53, align 16, !tbaa !16
  %54 = or i64 %48, 1
  %55 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %16, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !2
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %16, i64 %54
  store i64 %57, i64* %58, align 8, !tbaa !16
  %59 = or i64 %48, 2
  %60 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %16, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %16, i64 %59
  store i64 %62, i64* %63, align 16, !tbaa !16
  %64 = or i64 %48, 3
  %65 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %16, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !2
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %16, i64 %64
  store i64 %67, i64* %68, align 8, !tbaa !16
  %69 = add nuw nsw i64 %48, 4
  %70 = add i64 %49, 4
  %71 = icmp eq i64 %70, %13
  br i1 %71, label %32, label %47, !llvm.loop !21

72:                                               ; preds = %23, %129
  %73 = phi i64 [ 1, %23 ], [ %133, %129 ]
  %74 = phi i32 [ 1, %23 ], [ %132, %129 ]
  %75 = phi i64 [ 0, %23 ], [ %124, %129 ]
  %76 = phi i1 [ true, %23 ], [ %131, %129 ]
  %77 = phi i32 [ 1, %23 ], [ %123, %129 ]
  %78 = phi i64 [ 1, %23 ], [ %130, %129 ]
  %79 = call i32 @llvm.smax.i32(i32 %0, i32 %74)
  %80 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %75, i64 %75
  %81 = load i64, i64* %80, align 8, !tbaa !16
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %83, label %122

83:                                               ; preds = %72, %87
  %84 = phi i64 [ %85, %87 ], [ %75, %72 ]
  %85 = add nuw nsw i64 %84, 1
  %86 = icmp ult i64 %85, %24
  br i1 %86, label %87, label %93

87:                                               ; preds = %83
  %88 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %85, i64 %75
  %89 = load i64, i64* %88, align 8, !tbaa !16
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %83, label %91, !llvm.loop !22

91:                                               ; preds = %87
  %92 = trunc i64 %85 to i32
  br label %93

93:                                               ; preds = %83, %91
  %94 = phi i32 [ %92, %91 ], [ %79, %83 ]
  %95 = icmp eq i32 %94, %0
  br i1 %95, label %152, label %96

96:                                               ; preds = %93
  %97 = zext i32 %94 to i64
  br i1 %29, label %113, label %98

98:                                               ; preds = %96, %98
  %99 = phi i64 [ %110, %98 ], [ 0, %96 ]
  %100 = phi i64 [ %111, %98 ], [ 0, %96 ]
  %101 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %75, i64 %99
  %102 = load i64, i64* %101, align 16, !tbaa !16
  %103 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %97, i64 %99
  %104 = load i64, i64* %103, align 16, !tbaa !16
  store i64 %104, i64* %101, align 16, !tbaa !16
  store i64 %102, i64* %103, align 16, !tbaa !16
  %105 = or i64 %99, 1
  %106 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %75, i64 %105
  %107 = load i64, i64* %106, align 8, !tbaa !16
  %108 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %97, i64 %105
  %109 = load i64, i64* %108, align 8, !tbaa !16
  store i64 %109, i64* %106, align 8, !tbaa !16
  store i64 %107, i64* %108, align 8, !tbaa !16
  %110 = add nuw nsw i64 %99, 2
  %111 = add i64 %100, 2
  %112 = icmp eq i64 %111, %30
  br i1 %112, label %113, label %98, !llvm.loop !23

113:                                              ; preds = %98, %96
  %114 = phi i64 [ 0, %96 ], [ %110, %98 ]
  br i1 %31, label %120, label %115

115:                                              ; preds = %113
  %116 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %75, i64 %114
  %117 = load i64, i64* %116, align 8, !tbaa !16
  %118 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %97, i64 %114
  %119 = load i64, i64* %118, align 8, !tbaa !16
  store i64 %119, i64* %116, align 8, !tbaa !16
  store i64 %117, i64* %118, align 8, !tbaa !16
  br label %120

120:                                              ; preds = %113, %115
  %121 = sub nsw i32 0, %77
  br label %122

122:                                              ; preds = %120, %72
  %123 = phi i32 [ %121, %120 ], [ %77, %72 ]
  %124 = add nuw nsw i64 %75, 1
  %125 = icmp ult i64 %124, %24
  br i1 %125, label %126, label %129

126:                                              ; preds = %122, %135
  %127 = phi i64 [ %136, %135 ], [ %73, %122 ]
  %128 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %127, i64 %75
  br label %138

129:                                              ; preds = %135, %122
  %130 = load i64, i64* %80, align 8, !tbaa !16
  %131 = icmp ult i64 %124, %25
  %132 = add nuw i32 %74, 1
  %133 = add nuw nsw i64 %73, 1
  %134 = icmp eq i64 %124, %26
  br i1 %134, label %153, label %72, !llvm.loop !24

135:                                              ; preds = %138
  %136 = add nuw nsw i64 %127, 1
  %137 = icmp eq i64 %136, %27
  br i1 %137, label %129, label %126, !llvm.loop !25

138:                                              ; preds = %126, %138
  %139 = phi i64 [ %73, %126 ], [ %150, %138 ]
  %140 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %127, i64 %139
  %141 = load i64, i64* %140, align 8, !tbaa !16
  %142 = load i64, i64* %80, align 8, !tbaa !16
  %143 = mul nsw i64 %142, %141
  %144 = load i64, i64* %128, align 8, !tbaa !16
  %145 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %75, i64 %139
  %146 = load i64, i64* %145, align 8, !tbaa !16
  %147 = mul nsw i64 %146, %144
  %148 = sub nsw i64 %143, %147
  %149 = sdiv i64 %148, %78
  store i64 %149, i64* %140, align 8, !tbaa !16
  %150 = add nuw nsw i64 %139, 1
  %151 = icmp eq i64 %150, %27
  br i1 %151, label %135, label %138, !llvm.loop !26

152:                                              ; preds = %93
  br i1 %76, label %160, label %153

153:                                              ; preds = %129, %20, %152
  %154 = phi i64 [ %22, %20 ], [ %26, %152 ], [ %26, %129 ]
  %155 = phi i32 [ 1, %20 ], [ %77, %152 ], [ %123, %129 ]
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %154, i64 %154
  %158 = load i64, i64* %157, align 8, !tbaa !16
  %159 = mul nsw i64 %158, %156
  br label %160

160:                                              ; preds = %152, %153
  %161 = phi i64 [ %159, %153 ], [ 0, %152 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i64 %161
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !4, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
