; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@A = dso_local global [7 x [7 x i32]] zeroinitializer, align 4
@B = dso_local global [7 x [7 x i32]] zeroinitializer, align 4
@S = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [7 x i32]], align 4
  %2 = alloca [7 x [7 x i32]], align 4
  %3 = alloca [4 x [4 x i32]], align 4
  %4 = bitcast [7 x [7 x i32]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %4) #5
  %5 = bitcast [7 x [7 x i32]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %5) #5
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 0), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 0), align 4, !tbaa !7
  store i32 -6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 1), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 1), align 4, !tbaa !7
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 2), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 2), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 3), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 3), align 4, !tbaa !7
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 4), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 4), align 4, !tbaa !7
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 5), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 5), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 6), align 4, !tbaa !7
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 6), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 1), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 1), align 4, !tbaa !7
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 2), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 2), align 4, !tbaa !7
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 3), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 3), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 4), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 4), align 4, !tbaa !7
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 5), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 5), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 6), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 6), align 4, !tbaa !7
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 0), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 0), align 4, !tbaa !7
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 1), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 1), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 2), align 4, !tbaa !7
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 2), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 3), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 3), align 4, !tbaa !7
  store i32 -9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 4), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 4), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 5), align 4, !tbaa !7
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 5), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 6), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 6), align 4, !tbaa !7
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 0), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 0), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 1), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 1), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 2), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 2), align 4, !tbaa !7
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 3), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 3), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 4), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 4), align 4, !tbaa !7
  store i32 -11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 5), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 5), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 6), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 6), align 4, !tbaa !7
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 0), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 1), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 1), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 2), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 2), align 4, !tbaa !7
  store i32 -12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 3), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 3), align 4, !tbaa !7
  store i32 -4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 4), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 4), align 4, !tbaa !7
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 5), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 5), align 4, !tbaa !7
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 6), align 4, !tbaa !7
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 6), align 4, !tbaa !7
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 0), align 4, !tbaa !7
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 0), align 4, !tbaa !7
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 1), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 1), align 4, !tbaa !7
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 2), align 4, !tbaa !7
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 2), align 4, !tbaa !7
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 3), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 3), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 4), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 4), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 5), align 4, !tbaa !7
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 5), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 6), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 6), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 0), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 0), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 1), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 1), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 2), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 2), align 4, !tbaa !7
  store i32 -7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 3), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 3), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 4), align 4, !tbaa !7
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 4), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 5), align 4, !tbaa !7
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 5), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 6), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 6), align 4, !tbaa !7
  %6 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 1
  %7 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 0
  %8 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 2
  %9 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 0
  %10 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 3
  %11 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 0
  %12 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 4
  %13 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 0
  %14 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 5
  %15 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 0
  %16 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 6
  %17 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 0
  %18 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 2
  %19 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 1
  %20 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 3
  %21 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 1
  %22 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 4
  %23 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 1
  %24 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 5
  %25 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 1
  %26 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 6
  %27 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 1
  %28 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 3
  %29 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 2
  %30 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 4
  %31 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 2
  %32 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 5
  %33 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 2
  %34 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 6
  %35 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 2
  %36 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 4
  %37 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 3
  %38 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 5
  %39 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 3
  %40 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 6
  %41 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 3
  %42 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 5
  %43 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 4
  %44 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 6
  %45 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 4
  %46 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 6
  %47 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 5
  %48 = load i32, i32* @h, align 4, !tbaa !7
  br label %49

49:                                               ; preds = %0, %360
  %50 = phi i32 [ 0, %0 ], [ %366, %360 ]
  %51 = phi i32 [ %48, %0 ], [ %365, %360 ]
  br label %200

52:                                               ; preds = %360
  store i32 %365, i32* @h, align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 1), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 1, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 2), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 3), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 3, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 4), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 5), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 5, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 6), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 7), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 0), align 4, !tbaa !7
  br label %53

53:                                               ; preds = %197, %52
  %54 = phi i32 [ %105, %197 ], [ 0, %52 ]
  %55 = phi i32 [ %99, %197 ], [ 0, %52 ]
  %56 = phi i32 [ %93, %197 ], [ 0, %52 ]
  %57 = phi i32 [ %87, %197 ], [ 0, %52 ]
  %58 = phi i32 [ %81, %197 ], [ 0, %52 ]
  %59 = phi i32 [ %75, %197 ], [ 0, %52 ]
  %60 = phi i32 [ %61, %197 ], [ 0, %52 ]
  %61 = phi i32 [ %199, %197 ], [ 0, %52 ]
  %62 = phi i32 [ %69, %197 ], [ 0, %52 ]
  %63 = phi i32 [ %107, %197 ], [ 1, %52 ]
  %64 = add nsw i32 %63, -1
  %65 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 0
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = sub i32 %61, %60
  %68 = add i32 %67, %62
  %69 = add i32 %68, %66
  %70 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 1
  store i32 %69, i32* %70, align 4, !tbaa !7
  %71 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 1
  %72 = load i32, i32* %71, align 4, !tbaa !7
  %73 = sub i32 %59, %62
  %74 = add i32 %73, %72
  %75 = add i32 %74, %69
  %76 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 2
  store i32 %75, i32* %76, align 4, !tbaa !7
  %77 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 2
  %78 = load i32, i32* %77, align 4, !tbaa !7
  %79 = sub i32 %58, %59
  %80 = add i32 %79, %78
  %81 = add i32 %80, %75
  %82 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 3
  store i32 %81, i32* %82, align 4, !tbaa !7
  %83 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 3
  %84 = load i32, i32* %83, align 4, !tbaa !7
  %85 = sub i32 %57, %58
  %86 = add i32 %85, %84
  %87 = add i32 %86, %81
  %88 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 4
  store i32 %87, i32* %88, align 4, !tbaa !7
  %89 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !7
  %91 = sub i32 %56, %57
  %92 = add i32 %91, %90
  %93 = add i32 %92, %87
  %94 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 5
  store i32 %93, i32* %94, align 4, !tbaa !7
  %95 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 5
  %96 = load i32, i32* %95, align 4, !tbaa !7
  %97 = sub i32 %55, %56
  %98 = add i32 %97, %96
  %99 = add i32 %98, %93
  %100 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 6
  store i32 %99, i32* %100, align 4, !tbaa !7
  %101 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 6
  %102 = load i32, i32* %101, align 4, !tbaa !7
  %103 = sub i32 %54, %55
  %104 = add i32 %103, %102
  %105 = add i32 %104, %99
  %106 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 7
  store i32 %105, i32* %106, align 4, !tbaa !7
  %107 = add nuw nsw i32 %63, 1
  %108 = icmp eq i32 %107, 8
  br i1 %108, label %109, label %197, !llvm.loop !11

109:                                              ; preds = %53
  %110 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 7), align 4, !tbaa !7
  %111 = xor i32 %110, %365
  %112 = mul i32 %111, 16777619
  %113 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 6), align 4, !tbaa !7
  %114 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 3), align 4, !tbaa !7
  %115 = sub i32 %113, %114
  %116 = xor i32 %115, %112
  %117 = mul i32 %116, 16777619
  %118 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 4), align 4, !tbaa !7
  %119 = sub i32 %118, %113
  %120 = xor i32 %119, %117
  %121 = mul i32 %120, 16777619
  %122 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 7), align 4, !tbaa !7
  %123 = sub i32 %110, %122
  %124 = xor i32 %123, %121
  %125 = mul i32 %124, 16777619
  %126 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 6), align 4, !tbaa !7
  %127 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 3), align 4, !tbaa !7
  %128 = add i32 %126, %114
  %129 = sub i32 %113, %128
  %130 = add i32 %129, %127
  %131 = xor i32 %130, %125
  %132 = mul i32 %131, 16777619
  %133 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 4), align 4, !tbaa !7
  %134 = add i32 %133, %113
  %135 = sub i32 %118, %134
  %136 = add i32 %135, %126
  %137 = xor i32 %136, %132
  %138 = mul i32 %137, 16777619
  %139 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 7), align 4, !tbaa !7
  %140 = sub i32 %110, %139
  %141 = xor i32 %140, %138
  %142 = mul i32 %141, 16777619
  %143 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 6), align 4, !tbaa !7
  %144 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 3), align 4, !tbaa !7
  %145 = add i32 %143, %114
  %146 = sub i32 %113, %145
  %147 = add i32 %146, %144
  %148 = xor i32 %147, %142
  %149 = mul i32 %148, 16777619
  %150 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 4), align 4, !tbaa !7
  %151 = add i32 %150, %113
  %152 = sub i32 %118, %151
  %153 = add i32 %152, %143
  %154 = xor i32 %153, %149
  %155 = mul i32 %154, 16777619
  %156 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 7), align 4, !tbaa !7
  %157 = sub i32 %110, %156
  %158 = xor i32 %157, %155
  %159 = mul i32 %158, 16777619
  %160 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 6), align 4, !tbaa !7
  %161 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 3), align 4, !tbaa !7
  %162 = add i32 %160, %114
  %163 = sub i32 %113, %162
  %164 = add i32 %163, %161
  %165 = xor i32 %164, %159
  %166 = mul i32 %165, 16777619
  %167 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 4), align 4, !tbaa !7
  %168 = add i32 %167, %113
  %169 = sub i32 %118, %168
  %170 = add i32 %169, %160
  %171 = xor i32 %170, %166
  %172 = mul i32 %171, 16777619
  %173 = tail call fastcc i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0)) #6
  %174 = xor i32 %172, %173
  %175 = mul i32 %174, 16777619
  %176 = tail call fastcc i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0)) #6
  %177 = xor i32 %175, %176
  %178 = mul i32 %177, 16777619
  store i32 %178, i32* @h, align 4, !tbaa !7
  %179 = bitcast [4 x [4 x i32]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %179) #5
  %180 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0
  %181 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 0
  %182 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 1
  %183 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 2
  %184 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 3
  %185 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 0
  %186 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 1
  %187 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 2
  %188 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 3
  %189 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 0
  %190 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 1
  %191 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 2
  %192 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 3
  %193 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 0
  %194 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 1
  %195 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 2
  %196 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 3
  br label %368

197:                                              ; preds = %53
  %198 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 0
  %199 = load i32, i32* %198, align 4, !tbaa !7
  br label %53

200:                                              ; preds = %49, %249
  %201 = phi i32 [ %250, %249 ], [ 0, %49 ]
  %202 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 0
  %203 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 1
  %204 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 2
  %205 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 3
  %206 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 4
  %207 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 5
  %208 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %201, i32 6
  %209 = load i32, i32* %202, align 4, !tbaa !7
  %210 = load i32, i32* %203, align 4, !tbaa !7
  %211 = load i32, i32* %204, align 4, !tbaa !7
  %212 = load i32, i32* %205, align 4, !tbaa !7
  %213 = load i32, i32* %206, align 4, !tbaa !7
  %214 = load i32, i32* %207, align 4, !tbaa !7
  %215 = load i32, i32* %208, align 4, !tbaa !7
  br label %216

216:                                              ; preds = %216, %200
  %217 = phi i32 [ 0, %200 ], [ %247, %216 ]
  %218 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 %217
  %219 = load i32, i32* %218, align 4, !tbaa !7
  %220 = mul nsw i32 %219, %209
  %221 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 %217
  %222 = load i32, i32* %221, align 4, !tbaa !7
  %223 = mul nsw i32 %222, %210
  %224 = add nsw i32 %223, %220
  %225 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 %217
  %226 = load i32, i32* %225, align 4, !tbaa !7
  %227 = mul nsw i32 %226, %211
  %228 = add nsw i32 %224, %227
  %229 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 %217
  %230 = load i32, i32* %229, align 4, !tbaa !7
  %231 = mul nsw i32 %230, %212
  %232 = add nsw i32 %228, %231
  %233 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 %217
  %234 = load i32, i32* %233, align 4, !tbaa !7
  %235 = mul nsw i32 %234, %213
  %236 = add nsw i32 %232, %235
  %237 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 %217
  %238 = load i32, i32* %237, align 4, !tbaa !7
  %239 = mul nsw i32 %238, %214
  %240 = add nsw i32 %236, %239
  %241 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 %217
  %242 = load i32, i32* %241, align 4, !tbaa !7
  %243 = mul nsw i32 %242, %215
  %244 = add nsw i32 %240, %243
  %245 = srem i32 %244, 1009
  %246 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %201, i32 %217
  store i32 %245, i32* %246, align 4, !tbaa !7
  %247 = add nuw nsw i32 %217, 1
  %248 = icmp eq i32 %247, 7
  br i1 %248, label %249, label %216, !llvm.loop !13

249:                                              ; preds = %216
  %250 = add nuw nsw i32 %201, 1
  %251 = icmp eq i32 %250, 7
  br i1 %251, label %252, label %200, !llvm.loop !14

252:                                              ; preds = %249
  %253 = load i32, i32* %6, align 4, !tbaa !7
  %254 = load i32, i32* %7, align 4, !tbaa !7
  store i32 %254, i32* %6, align 4, !tbaa !7
  store i32 %253, i32* %7, align 4, !tbaa !7
  %255 = load i32, i32* %8, align 4, !tbaa !7
  %256 = load i32, i32* %9, align 4, !tbaa !7
  store i32 %256, i32* %8, align 4, !tbaa !7
  store i32 %255, i32* %9, align 4, !tbaa !7
  %257 = load i32, i32* %10, align 4, !tbaa !7
  %258 = load i32, i32* %11, align 4, !tbaa !7
  store i32 %258, i32* %10, align 4, !tbaa !7
  store i32 %257, i32* %11, align 4, !tbaa !7
  %259 = load i32, i32* %12, align 4, !tbaa !7
  %260 = load i32, i32* %13, align 4, !tbaa !7
  store i32 %260, i32* %12, align 4, !tbaa !7
  store i32 %259, i32* %13, align 4, !tbaa !7
  %261 = load i32, i32* %14, align 4, !tbaa !7
  %262 = load i32, i32* %15, align 4, !tbaa !7
  store i32 %262, i32* %14, align 4, !tbaa !7
  store i32 %261, i32* %15, align 4, !tbaa !7
  %263 = load i32, i32* %16, align 4, !tbaa !7
  %264 = load i32, i32* %17, align 4, !tbaa !7
  store i32 %264, i32* %16, align 4, !tbaa !7
  store i32 %263, i32* %17, align 4, !tbaa !7
  %265 = load i32, i32* %18, align 4, !tbaa !7
  %266 = load i32, i32* %19, align 4, !tbaa !7
  store i32 %266, i32* %18, align 4, !tbaa !7
  store i32 %265, i32* %19, align 4, !tbaa !7
  %267 = load i32, i32* %20, align 4, !tbaa !7
  %268 = load i32, i32* %21, align 4, !tbaa !7
  store i32 %268, i32* %20, align 4, !tbaa !7
  store i32 %267, i32* %21, align 4, !tbaa !7
  %269 = load i32, i32* %22, align 4, !tbaa !7
  %270 = load i32, i32* %23, align 4, !tbaa !7
  store i32 %270, i32* %22, align 4, !tbaa !7
  store i32 %269, i32* %23, align 4, !tbaa !7
  %271 = load i32, i32* %24, align 4, !tbaa !7
  %272 = load i32, i32* %25, align 4, !tbaa !7
  store i32 %272, i32* %24, align 4, !tbaa !7
  store i32 %271, i32* %25, align 4, !tbaa !7
  %273 = load i32, i32* %26, align 4, !tbaa !7
  %274 = load i32, i32* %27, align 4, !tbaa !7
  store i32 %274, i32* %26, align 4, !tbaa !7
  store i32 %273, i32* %27, align 4, !tbaa !7
  %275 = load i32, i32* %28, align 4, !tbaa !7
  %276 = load i32, i32* %29, align 4, !tbaa !7
  store i32 %276, i32* %28, align 4, !tbaa !7
  store i32 %275, i32* %29, align 4, !tbaa !7
  %277 = load i32, i32* %30, align 4, !tbaa !7
  %278 = load i32, i32* %31, align 4, !tbaa !7
  store i32 %278, i32* %30, align 4, !tbaa !7
  store i32 %277, i32* %31, align 4, !tbaa !7
  %279 = load i32, i32* %32, align 4, !tbaa !7
  %280 = load i32, i32* %33, align 4, !tbaa !7
  store i32 %280, i32* %32, align 4, !tbaa !7
  store i32 %279, i32* %33, align 4, !tbaa !7
  %281 = load i32, i32* %34, align 4, !tbaa !7
  %282 = load i32, i32* %35, align 4, !tbaa !7
  store i32 %282, i32* %34, align 4, !tbaa !7
  store i32 %281, i32* %35, align 4, !tbaa !7
  %283 = load i32, i32* %36, align 4, !tbaa !7
  %284 = load i32, i32* %37, align 4, !tbaa !7
  store i32 %284, i32* %36, align 4, !tbaa !7
  store i32 %283, i32* %37, align 4, !tbaa !7
  %285 = load i32, i32* %38, align 4, !tbaa !7
  %286 = load i32, i32* %39, align 4, !tbaa !7
  store i32 %286, i32* %38, align 4, !tbaa !7
  store i32 %285, i32* %39, align 4, !tbaa !7
  %287 = load i32, i32* %40, align 4, !tbaa !7
  %288 = load i32, i32* %41, align 4, !tbaa !7
  store i32 %288, i32* %40, align 4, !tbaa !7
  store i32 %287, i32* %41, align 4, !tbaa !7
  %289 = load i32, i32* %42, align 4, !tbaa !7
  %290 = load i32, i32* %43, align 4, !tbaa !7
  store i32 %290, i32* %42, align 4, !tbaa !7
  store i32 %289, i32* %43, align 4, !tbaa !7
  %291 = load i32, i32* %44, align 4, !tbaa !7
  %292 = load i32, i32* %45, align 4, !tbaa !7
  store i32 %292, i32* %44, align 4, !tbaa !7
  store i32 %291, i32* %45, align 4, !tbaa !7
  %293 = load i32, i32* %46, align 4, !tbaa !7
  %294 = load i32, i32* %47, align 4, !tbaa !7
  store i32 %294, i32* %46, align 4, !tbaa !7
  store i32 %293, i32* %47, align 4, !tbaa !7
  br label %295

295:                                              ; preds = %315, %252
  %296 = phi i32 [ %264, %252 ], [ %327, %315 ]
  %297 = phi i32 [ %262, %252 ], [ %325, %315 ]
  %298 = phi i32 [ %260, %252 ], [ %323, %315 ]
  %299 = phi i32 [ %258, %252 ], [ %321, %315 ]
  %300 = phi i32 [ %256, %252 ], [ %319, %315 ]
  %301 = phi i32 [ %254, %252 ], [ %317, %315 ]
  %302 = phi i32 [ 0, %252 ], [ %313, %315 ]
  %303 = sub nuw nsw i32 6, %302
  %304 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %302, i32 0
  %305 = load i32, i32* %304, align 4, !tbaa !7
  %306 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0, i32 %303
  store i32 %305, i32* %306, align 4, !tbaa !7
  %307 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 1, i32 %303
  store i32 %301, i32* %307, align 4, !tbaa !7
  %308 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 2, i32 %303
  store i32 %300, i32* %308, align 4, !tbaa !7
  %309 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 3, i32 %303
  store i32 %299, i32* %309, align 4, !tbaa !7
  %310 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 4, i32 %303
  store i32 %298, i32* %310, align 4, !tbaa !7
  %311 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 5, i32 %303
  store i32 %297, i32* %311, align 4, !tbaa !7
  %312 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 6, i32 %303
  store i32 %296, i32* %312, align 4, !tbaa !7
  %313 = add nuw nsw i32 %302, 1
  %314 = icmp eq i32 %313, 7
  br i1 %314, label %328, label %315, !llvm.loop !15

315:                                              ; preds = %295
  %316 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %313, i32 1
  %317 = load i32, i32* %316, align 4, !tbaa !7
  %318 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %313, i32 2
  %319 = load i32, i32* %318, align 4, !tbaa !7
  %320 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %313, i32 3
  %321 = load i32, i32* %320, align 4, !tbaa !7
  %322 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %313, i32 4
  %323 = load i32, i32* %322, align 4, !tbaa !7
  %324 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %313, i32 5
  %325 = load i32, i32* %324, align 4, !tbaa !7
  %326 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %313, i32 6
  %327 = load i32, i32* %326, align 4, !tbaa !7
  br label %295

328:                                              ; preds = %295, %328
  %329 = phi i32 [ %358, %328 ], [ 0, %295 ]
  %330 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 0
  %331 = load i32, i32* %330, align 4, !tbaa !7
  %332 = srem i32 %331, 23
  %333 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 0
  store i32 %332, i32* %333, align 4, !tbaa !7
  %334 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 1
  %335 = load i32, i32* %334, align 4, !tbaa !7
  %336 = srem i32 %335, 23
  %337 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 1
  store i32 %336, i32* %337, align 4, !tbaa !7
  %338 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 2
  %339 = load i32, i32* %338, align 4, !tbaa !7
  %340 = srem i32 %339, 23
  %341 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 2
  store i32 %340, i32* %341, align 4, !tbaa !7
  %342 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 3
  %343 = load i32, i32* %342, align 4, !tbaa !7
  %344 = srem i32 %343, 23
  %345 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 3
  store i32 %344, i32* %345, align 4, !tbaa !7
  %346 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 4
  %347 = load i32, i32* %346, align 4, !tbaa !7
  %348 = srem i32 %347, 23
  %349 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 4
  store i32 %348, i32* %349, align 4, !tbaa !7
  %350 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 5
  %351 = load i32, i32* %350, align 4, !tbaa !7
  %352 = srem i32 %351, 23
  %353 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 5
  store i32 %352, i32* %353, align 4, !tbaa !7
  %354 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %329, i32 6
  %355 = load i32, i32* %354, align 4, !tbaa !7
  %356 = srem i32 %355, 23
  %357 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %329, i32 6
  store i32 %356, i32* %357, align 4, !tbaa !7
  %358 = add nuw nsw i32 %329, 1
  %359 = icmp eq i32 %358, 7
  br i1 %359, label %360, label %328, !llvm.loop !16

360:                                              ; preds = %328
  %361 = sub nuw nsw i32 6, %50
  %362 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %50, i32 %361
  %363 = load i32, i32* %362, align 4, !tbaa !7
  %364 = xor i32 %51, %363
  %365 = mul i32 %364, 16777619
  %366 = add nuw nsw i32 %50, 1
  %367 = icmp eq i32 %366, 5
  br i1 %367, label %52, label %49, !llvm.loop !17

368:                                              ; preds = %109, %488
  %369 = phi i32 [ 905661424, %109 ], [ %477, %488 ]
  %370 = phi i32 [ 0, %109 ], [ %498, %488 ]
  %371 = mul i32 %369, 1103515245
  %372 = add i32 %371, 12345
  %373 = lshr i32 %372, 16
  %374 = trunc i32 %373 to i16
  %375 = urem i16 %374, 11
  %376 = zext i16 %375 to i32
  %377 = add nsw i32 %376, -5
  store i32 %377, i32* %181, align 4, !tbaa !7
  %378 = mul i32 %372, 1103515245
  %379 = add i32 %378, 12345
  %380 = lshr i32 %379, 16
  %381 = trunc i32 %380 to i16
  %382 = urem i16 %381, 11
  %383 = zext i16 %382 to i32
  %384 = add nsw i32 %383, -5
  store i32 %384, i32* %182, align 4, !tbaa !7
  %385 = mul i32 %379, 1103515245
  %386 = add i32 %385, 12345
  %387 = lshr i32 %386, 16
  %388 = trunc i32 %387 to i16
  %389 = urem i16 %388, 11
  %390 = zext i16 %389 to i32
  %391 = add nsw i32 %390, -5
  store i32 %391, i32* %183, align 4, !tbaa !7
  %392 = mul i32 %386, 1103515245
  %393 = add i32 %392, 12345
  %394 = lshr i32 %393, 16
  %395 = trunc i32 %394 to i16
  %396 = urem i16 %395, 11
  %397 = zext i16 %396 to i32
  %398 = add nsw i32 %397, -5
  store i32 %398, i32* %184, align 4, !tbaa !7
  %399 = mul i32 %393, 1103515245
  %400 = add i32 %399, 12345
  %401 = lshr i32 %400, 16
  %402 = trunc i32 %401 to i16
  %403 = urem i16 %402, 11
  %404 = zext i16 %403 to i32
  %405 = add nsw i32 %404, -5
  store i32 %405, i32* %185, align 4, !tbaa !7
  %406 = mul i32 %400, 1103515245
  %407 = add i32 %406, 12345
  %408 = lshr i32 %407, 16
  %409 = trunc i32 %408 to i16
  %410 = urem i16 %409, 11
  %411 = zext i16 %410 to i32
  %412 = add nsw i32 %411, -5
  store i32 %412, i32* %186, align 4, !tbaa !7
  %413 = mul i32 %407, 1103515245
  %414 = add i32 %413, 12345
  %415 = lshr i32 %414, 16
  %416 = trunc i32 %415 to i16
  %417 = urem i16 %416, 11
  %418 = zext i16 %417 to i32
  %419 = add nsw i32 %418, -5
  store i32 %419, i32* %187, align 4, !tbaa !7
  %420 = mul i32 %414, 1103515245
  %421 = add i32 %420, 12345
  %422 = lshr i32 %421, 16
  %423 = trunc i32 %422 to i16
  %424 = urem i16 %423, 11
  %425 = zext i16 %424 to i32
  %426 = add nsw i32 %425, -5
  store i32 %426, i32* %188, align 4, !tbaa !7
  %427 = mul i32 %421, 1103515245
  %428 = add i32 %427, 12345
  %429 = lshr i32 %428, 16
  %430 = trunc i32 %429 to i16
  %431 = urem i16 %430, 11
  %432 = zext i16 %431 to i32
  %433 = add nsw i32 %432, -5
  store i32 %433, i32* %189, align 4, !tbaa !7
  %434 = mul i32 %428, 1103515245
  %435 = add i32 %434, 12345
  %436 = lshr i32 %435, 16
  %437 = trunc i32 %436 to i16
  %438 = urem i16 %437, 11
  %439 = zext i16 %438 to i32
  %440 = add nsw i32 %439, -5
  store i32 %440, i32* %190, align 4, !tbaa !7
  %441 = mul i32 %435, 1103515245
  %442 = add i32 %441, 12345
  %443 = lshr i32 %442, 16
  %444 = trunc i32 %443 to i16
  %445 = urem i16 %444, 11
  %446 = zext i16 %445 to i32
  %447 = add nsw i32 %446, -5
  store i32 %447, i32* %191, align 4, !tbaa !7
  %448 = mul i32 %442, 1103515245
  %449 = add i32 %448, 12345
  %450 = lshr i32 %449, 16
  %451 = trunc i32 %450 to i16
  %452 = urem i16 %451, 11
  %453 = zext i16 %452 to i32
  %454 = add nsw i32 %453, -5
  store i32 %454, i32* %192, align 4, !tbaa !7
  %455 = mul i32 %449, 1103515245
  %456 = add i32 %455, 12345
  %457 = lshr i32 %456, 16
  %458 = trunc i32 %457 to i16
  %459 = urem i16 %458, 11
  %460 = zext i16 %459 to i32
  %461 = add nsw i32 %460, -5
  store i32 %461, i32* %193, align 4, !tbaa !7
  %462 = mul i32 %456, 1103515245
  %463 = add i32 %462, 12345
  %464 = lshr i32 %463, 16
  %465 = trunc i32 %464 to i16
  %466 = urem i16 %465, 11
  %467 = zext i16 %466 to i32
  %468 = add nsw i32 %467, -5
  store i32 %468, i32* %194, align 4, !tbaa !7
  %469 = mul i32 %463, 1103515245
  %470 = add i32 %469, 12345
  %471 = lshr i32 %470, 16
  %472 = trunc i32 %471 to i16
  %473 = urem i16 %472, 11
  %474 = zext i16 %473 to i32
  %475 = add nsw i32 %474, -5
  store i32 %475, i32* %195, align 4, !tbaa !7
  %476 = mul i32 %470, 1103515245
  %477 = add i32 %476, 12345
  %478 = lshr i32 %477, 16
  %479 = trunc i32 %478 to i16
  %480 = urem i16 %479, 11
  %481 = zext i16 %480 to i32
  %482 = add nsw i32 %481, -5
  store i32 %482, i32* %196, align 4, !tbaa !7
  %483 = urem i32 %370, 5
  %484 = icmp eq i32 %483, 0
  br i1 %484, label %487, label %488

485:                                              ; preds = %488
  %486 = and i32 %497, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %179) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %4) #5
  ret i32 %486

487:                                              ; preds = %368
  store i32 0, i32* %181, align 4, !tbaa !7
  br label %488

488:                                              ; preds = %487, %368
  %489 = call fastcc i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef nonnull %180) #6
  %490 = trunc i64 %489 to i32
  %491 = load i32, i32* @h, align 4, !tbaa !7
  %492 = xor i32 %491, %490
  %493 = mul i32 %492, 16777619
  store i32 %493, i32* @h, align 4, !tbaa !7
  %494 = call fastcc i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef nonnull %180) #6
  %495 = trunc i64 %494 to i32
  %496 = xor i32 %493, %495
  %497 = mul i32 %496, 16777619
  store i32 %497, i32* @h, align 4, !tbaa !7
  %498 = add nuw nsw i32 %370, 1
  %499 = icmp eq i32 %498, 30
  br i1 %499, label %485, label %368, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @saddles([7 x i32]* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !7
  %4 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 0
  %5 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 0
  %6 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 0
  %7 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 0
  %8 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 0
  %9 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 0
  %10 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 1
  %11 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 1
  %12 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 1
  %13 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 1
  %14 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 1
  %15 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 1
  %16 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 1
  %17 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 2
  %18 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 2
  %19 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 2
  %20 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 2
  %21 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 2
  %22 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 2
  %23 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 2
  %24 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 3
  %25 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 3
  %26 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 3
  %27 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 3
  %28 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 3
  %29 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 3
  %30 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 3
  %31 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 4
  %32 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 4
  %33 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 4
  %34 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 4
  %35 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 4
  %36 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 4
  %37 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 4
  %38 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 5
  %39 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 5
  %40 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 5
  %41 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 5
  %42 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 5
  %43 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 5
  %44 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 5
  %45 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 6
  %46 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 6
  %47 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 6
  %48 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 6
  %49 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 6
  %50 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 6
  %51 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 6
  br label %52

52:                                               ; preds = %1, %370
  %53 = phi i32 [ 0, %1 ], [ %373, %370 ]
  %54 = phi i32 [ 0, %1 ], [ %374, %370 ]
  %55 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = icmp sgt i32 %3, %56
  br i1 %57, label %59, label %376

58:                                               ; preds = %370
  ret i32 %373

59:                                               ; preds = %415, %411, %408, %404, %401, %397, %394, %390, %387, %383, %380, %52, %376
  %60 = phi i32 [ 0, %376 ], [ 0, %52 ], [ 0, %380 ], [ 0, %383 ], [ 0, %387 ], [ 0, %390 ], [ 0, %394 ], [ 0, %397 ], [ 0, %401 ], [ 0, %404 ], [ 0, %408 ], [ 0, %411 ], [ %418, %415 ]
  %61 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %62 = load i32, i32* %61, align 4, !tbaa !7
  %63 = icmp slt i32 %56, %62
  br i1 %63, label %110, label %64

64:                                               ; preds = %59
  %65 = load i32, i32* %10, align 4, !tbaa !7
  %66 = icmp sgt i32 %65, %62
  br i1 %66, label %110, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %69 = load i32, i32* %68, align 4, !tbaa !7
  %70 = icmp slt i32 %69, %62
  br i1 %70, label %110, label %71

71:                                               ; preds = %67
  %72 = load i32, i32* %11, align 4, !tbaa !7
  %73 = icmp sgt i32 %72, %62
  br i1 %73, label %110, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = icmp slt i32 %76, %62
  br i1 %77, label %110, label %78

78:                                               ; preds = %74
  %79 = load i32, i32* %12, align 4, !tbaa !7
  %80 = icmp sgt i32 %79, %62
  br i1 %80, label %110, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = icmp slt i32 %83, %62
  br i1 %84, label %110, label %85

85:                                               ; preds = %81
  %86 = load i32, i32* %13, align 4, !tbaa !7
  %87 = icmp sgt i32 %86, %62
  br i1 %87, label %110, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !7
  %91 = icmp slt i32 %90, %62
  br i1 %91, label %110, label %92

92:                                               ; preds = %88
  %93 = load i32, i32* %14, align 4, !tbaa !7
  %94 = icmp sgt i32 %93, %62
  br i1 %94, label %110, label %95

95:                                               ; preds = %92
  %96 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %97 = load i32, i32* %96, align 4, !tbaa !7
  %98 = icmp slt i32 %97, %62
  br i1 %98, label %110, label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %15, align 4, !tbaa !7
  %101 = icmp sgt i32 %100, %62
  br i1 %101, label %110, label %102

102:                                              ; preds = %99
  %103 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %104 = load i32, i32* %103, align 4, !tbaa !7
  %105 = icmp slt i32 %104, %62
  br i1 %105, label %110, label %106

106:                                              ; preds = %102
  %107 = load i32, i32* %16, align 4, !tbaa !7
  %108 = icmp sgt i32 %107, %62
  %109 = select i1 %108, i32 0, i32 1
  br label %110

110:                                              ; preds = %106, %67, %64, %71, %74, %78, %81, %85, %88, %92, %95, %99, %102, %59
  %111 = phi i32 [ 0, %59 ], [ 0, %67 ], [ 0, %64 ], [ 0, %71 ], [ 0, %74 ], [ 0, %78 ], [ 0, %81 ], [ 0, %85 ], [ 0, %88 ], [ 0, %92 ], [ 0, %95 ], [ 0, %99 ], [ 0, %102 ], [ %109, %106 ]
  %112 = add nsw i32 %60, %53
  %113 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %114 = load i32, i32* %113, align 4, !tbaa !7
  %115 = icmp slt i32 %56, %114
  br i1 %115, label %162, label %116

116:                                              ; preds = %110
  %117 = load i32, i32* %17, align 4, !tbaa !7
  %118 = icmp sgt i32 %117, %114
  br i1 %118, label %162, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %121 = load i32, i32* %120, align 4, !tbaa !7
  %122 = icmp slt i32 %121, %114
  br i1 %122, label %162, label %123

123:                                              ; preds = %119
  %124 = load i32, i32* %18, align 4, !tbaa !7
  %125 = icmp sgt i32 %124, %114
  br i1 %125, label %162, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = icmp slt i32 %128, %114
  br i1 %129, label %162, label %130

130:                                              ; preds = %126
  %131 = load i32, i32* %19, align 4, !tbaa !7
  %132 = icmp sgt i32 %131, %114
  br i1 %132, label %162, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %135 = load i32, i32* %134, align 4, !tbaa !7
  %136 = icmp slt i32 %135, %114
  br i1 %136, label %162, label %137

137:                                              ; preds = %133
  %138 = load i32, i32* %20, align 4, !tbaa !7
  %139 = icmp sgt i32 %138, %114
  br i1 %139, label %162, label %140

140:                                              ; preds = %137
  %141 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %142 = load i32, i32* %141, align 4, !tbaa !7
  %143 = icmp slt i32 %142, %114
  br i1 %143, label %162, label %144

144:                                              ; preds = %140
  %145 = load i32, i32* %21, align 4, !tbaa !7
  %146 = icmp sgt i32 %145, %114
  br i1 %146, label %162, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %149 = load i32, i32* %148, align 4, !tbaa !7
  %150 = icmp slt i32 %149, %114
  br i1 %150, label %162, label %151

151:                                              ; preds = %147
  %152 = load i32, i32* %22, align 4, !tbaa !7
  %153 = icmp sgt i32 %152, %114
  br i1 %153, label %162, label %154

154:                                              ; preds = %151
  %155 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %156 = load i32, i32* %155, align 4, !tbaa !7
  %157 = icmp slt i32 %156, %114
  br i1 %157, label %162, label %158

158:                                              ; preds = %154
  %159 = load i32, i32* %23, align 4, !tbaa !7
  %160 = icmp sgt i32 %159, %114
  %161 = select i1 %160, i32 0, i32 1
  br label %162

162:                                              ; preds = %158, %119, %116, %123, %126, %130, %133, %137, %140, %144, %147, %151, %154, %110
  %163 = phi i32 [ 0, %110 ], [ 0, %119 ], [ 0, %116 ], [ 0, %123 ], [ 0, %126 ], [ 0, %130 ], [ 0, %133 ], [ 0, %137 ], [ 0, %140 ], [ 0, %144 ], [ 0, %147 ], [ 0, %151 ], [ 0, %154 ], [ %161, %158 ]
  %164 = add nsw i32 %111, %112
  %165 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %166 = load i32, i32* %165, align 4, !tbaa !7
  %167 = icmp slt i32 %56, %166
  br i1 %167, label %214, label %168

168:                                              ; preds = %162
  %169 = load i32, i32* %24, align 4, !tbaa !7
  %170 = icmp sgt i32 %169, %166
  br i1 %170, label %214, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %173 = load i32, i32* %172, align 4, !tbaa !7
  %174 = icmp slt i32 %173, %166
  br i1 %174, label %214, label %175

175:                                              ; preds = %171
  %176 = load i32, i32* %25, align 4, !tbaa !7
  %177 = icmp sgt i32 %176, %166
  br i1 %177, label %214, label %178

178:                                              ; preds = %175
  %179 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %180 = load i32, i32* %179, align 4, !tbaa !7
  %181 = icmp slt i32 %180, %166
  br i1 %181, label %214, label %182

182:                                              ; preds = %178
  %183 = load i32, i32* %26, align 4, !tbaa !7
  %184 = icmp sgt i32 %183, %166
  br i1 %184, label %214, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %187 = load i32, i32* %186, align 4, !tbaa !7
  %188 = icmp slt i32 %187, %166
  br i1 %188, label %214, label %189

189:                                              ; preds = %185
  %190 = load i32, i32* %27, align 4, !tbaa !7
  %191 = icmp sgt i32 %190, %166
  br i1 %191, label %214, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %194 = load i32, i32* %193, align 4, !tbaa !7
  %195 = icmp slt i32 %194, %166
  br i1 %195, label %214, label %196

196:                                              ; preds = %192
  %197 = load i32, i32* %28, align 4, !tbaa !7
  %198 = icmp sgt i32 %197, %166
  br i1 %198, label %214, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %201 = load i32, i32* %200, align 4, !tbaa !7
  %202 = icmp slt i32 %201, %166
  br i1 %202, label %214, label %203

203:                                              ; preds = %199
  %204 = load i32, i32* %29, align 4, !tbaa !7
  %205 = icmp sgt i32 %204, %166
  br i1 %205, label %214, label %206

206:                                              ; preds = %203
  %207 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %208 = load i32, i32* %207, align 4, !tbaa !7
  %209 = icmp slt i32 %208, %166
  br i1 %209, label %214, label %210

210:                                              ; preds = %206
  %211 = load i32, i32* %30, align 4, !tbaa !7
  %212 = icmp sgt i32 %211, %166
  %213 = select i1 %212, i32 0, i32 1
  br label %214

214:                                              ; preds = %210, %171, %168, %175, %178, %182, %185, %189, %192, %196, %199, %203, %206, %162
  %215 = phi i32 [ 0, %162 ], [ 0, %171 ], [ 0, %168 ], [ 0, %175 ], [ 0, %178 ], [ 0, %182 ], [ 0, %185 ], [ 0, %189 ], [ 0, %192 ], [ 0, %196 ], [ 0, %199 ], [ 0, %203 ], [ 0, %206 ], [ %213, %210 ]
  %216 = add nsw i32 %163, %164
  %217 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %218 = load i32, i32* %217, align 4, !tbaa !7
  %219 = icmp slt i32 %56, %218
  br i1 %219, label %266, label %220

220:                                              ; preds = %214
  %221 = load i32, i32* %31, align 4, !tbaa !7
  %222 = icmp sgt i32 %221, %218
  br i1 %222, label %266, label %223

223:                                              ; preds = %220
  %224 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %225 = load i32, i32* %224, align 4, !tbaa !7
  %226 = icmp slt i32 %225, %218
  br i1 %226, label %266, label %227

227:                                              ; preds = %223
  %228 = load i32, i32* %32, align 4, !tbaa !7
  %229 = icmp sgt i32 %228, %218
  br i1 %229, label %266, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %232 = load i32, i32* %231, align 4, !tbaa !7
  %233 = icmp slt i32 %232, %218
  br i1 %233, label %266, label %234

234:                                              ; preds = %230
  %235 = load i32, i32* %33, align 4, !tbaa !7
  %236 = icmp sgt i32 %235, %218
  br i1 %236, label %266, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %239 = load i32, i32* %238, align 4, !tbaa !7
  %240 = icmp slt i32 %239, %218
  br i1 %240, label %266, label %241

241:                                              ; preds = %237
  %242 = load i32, i32* %34, align 4, !tbaa !7
  %243 = icmp sgt i32 %242, %218
  br i1 %243, label %266, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %246 = load i32, i32* %245, align 4, !tbaa !7
  %247 = icmp slt i32 %246, %218
  br i1 %247, label %266, label %248

248:                                              ; preds = %244
  %249 = load i32, i32* %35, align 4, !tbaa !7
  %250 = icmp sgt i32 %249, %218
  br i1 %250, label %266, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %253 = load i32, i32* %252, align 4, !tbaa !7
  %254 = icmp slt i32 %253, %218
  br i1 %254, label %266, label %255

255:                                              ; preds = %251
  %256 = load i32, i32* %36, align 4, !tbaa !7
  %257 = icmp sgt i32 %256, %218
  br i1 %257, label %266, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %260 = load i32, i32* %259, align 4, !tbaa !7
  %261 = icmp slt i32 %260, %218
  br i1 %261, label %266, label %262

262:                                              ; preds = %258
  %263 = load i32, i32* %37, align 4, !tbaa !7
  %264 = icmp sgt i32 %263, %218
  %265 = select i1 %264, i32 0, i32 1
  br label %266

266:                                              ; preds = %262, %223, %220, %227, %230, %234, %237, %241, %244, %248, %251, %255, %258, %214
  %267 = phi i32 [ 0, %214 ], [ 0, %223 ], [ 0, %220 ], [ 0, %227 ], [ 0, %230 ], [ 0, %234 ], [ 0, %237 ], [ 0, %241 ], [ 0, %244 ], [ 0, %248 ], [ 0, %251 ], [ 0, %255 ], [ 0, %258 ], [ %265, %262 ]
  %268 = add nsw i32 %215, %216
  %269 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %270 = load i32, i32* %269, align 4, !tbaa !7
  %271 = icmp slt i32 %56, %270
  br i1 %271, label %318, label %272

272:                                              ; preds = %266
  %273 = load i32, i32* %38, align 4, !tbaa !7
  %274 = icmp sgt i32 %273, %270
  br i1 %274, label %318, label %275

275:                                              ; preds = %272
  %276 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %277 = load i32, i32* %276, align 4, !tbaa !7
  %278 = icmp slt i32 %277, %270
  br i1 %278, label %318, label %279

279:                                              ; preds = %275
  %280 = load i32, i32* %39, align 4, !tbaa !7
  %281 = icmp sgt i32 %280, %270
  br i1 %281, label %318, label %282

282:                                              ; preds = %279
  %283 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %284 = load i32, i32* %283, align 4, !tbaa !7
  %285 = icmp slt i32 %284, %270
  br i1 %285, label %318, label %286

286:                                              ; preds = %282
  %287 = load i32, i32* %40, align 4, !tbaa !7
  %288 = icmp sgt i32 %287, %270
  br i1 %288, label %318, label %289

289:                                              ; preds = %286
  %290 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %291 = load i32, i32* %290, align 4, !tbaa !7
  %292 = icmp slt i32 %291, %270
  br i1 %292, label %318, label %293

293:                                              ; preds = %289
  %294 = load i32, i32* %41, align 4, !tbaa !7
  %295 = icmp sgt i32 %294, %270
  br i1 %295, label %318, label %296

296:                                              ; preds = %293
  %297 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %298 = load i32, i32* %297, align 4, !tbaa !7
  %299 = icmp slt i32 %298, %270
  br i1 %299, label %318, label %300

300:                                              ; preds = %296
  %301 = load i32, i32* %42, align 4, !tbaa !7
  %302 = icmp sgt i32 %301, %270
  br i1 %302, label %318, label %303

303:                                              ; preds = %300
  %304 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %305 = load i32, i32* %304, align 4, !tbaa !7
  %306 = icmp slt i32 %305, %270
  br i1 %306, label %318, label %307

307:                                              ; preds = %303
  %308 = load i32, i32* %43, align 4, !tbaa !7
  %309 = icmp sgt i32 %308, %270
  br i1 %309, label %318, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %312 = load i32, i32* %311, align 4, !tbaa !7
  %313 = icmp slt i32 %312, %270
  br i1 %313, label %318, label %314

314:                                              ; preds = %310
  %315 = load i32, i32* %44, align 4, !tbaa !7
  %316 = icmp sgt i32 %315, %270
  %317 = select i1 %316, i32 0, i32 1
  br label %318

318:                                              ; preds = %314, %275, %272, %279, %282, %286, %289, %293, %296, %300, %303, %307, %310, %266
  %319 = phi i32 [ 0, %266 ], [ 0, %275 ], [ 0, %272 ], [ 0, %279 ], [ 0, %282 ], [ 0, %286 ], [ 0, %289 ], [ 0, %293 ], [ 0, %296 ], [ 0, %300 ], [ 0, %303 ], [ 0, %307 ], [ 0, %310 ], [ %317, %314 ]
  %320 = add nsw i32 %267, %268
  %321 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %322 = load i32, i32* %321, align 4, !tbaa !7
  %323 = icmp slt i32 %56, %322
  br i1 %323, label %370, label %324

324:                                              ; preds = %318
  %325 = load i32, i32* %45, align 4, !tbaa !7
  %326 = icmp sgt i32 %325, %322
  br i1 %326, label %370, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %329 = load i32, i32* %328, align 4, !tbaa !7
  %330 = icmp slt i32 %329, %322
  br i1 %330, label %370, label %331

331:                                              ; preds = %327
  %332 = load i32, i32* %46, align 4, !tbaa !7
  %333 = icmp sgt i32 %332, %322
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %336 = load i32, i32* %335, align 4, !tbaa !7
  %337 = icmp slt i32 %336, %322
  br i1 %337, label %370, label %338

338:                                              ; preds = %334
  %339 = load i32, i32* %47, align 4, !tbaa !7
  %340 = icmp sgt i32 %339, %322
  br i1 %340, label %370, label %341

341:                                              ; preds = %338
  %342 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %343 = load i32, i32* %342, align 4, !tbaa !7
  %344 = icmp slt i32 %343, %322
  br i1 %344, label %370, label %345

345:                                              ; preds = %341
  %346 = load i32, i32* %48, align 4, !tbaa !7
  %347 = icmp sgt i32 %346, %322
  br i1 %347, label %370, label %348

348:                                              ; preds = %345
  %349 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %350 = load i32, i32* %349, align 4, !tbaa !7
  %351 = icmp slt i32 %350, %322
  br i1 %351, label %370, label %352

352:                                              ; preds = %348
  %353 = load i32, i32* %49, align 4, !tbaa !7
  %354 = icmp sgt i32 %353, %322
  br i1 %354, label %370, label %355

355:                                              ; preds = %352
  %356 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %357 = load i32, i32* %356, align 4, !tbaa !7
  %358 = icmp slt i32 %357, %322
  br i1 %358, label %370, label %359

359:                                              ; preds = %355
  %360 = load i32, i32* %50, align 4, !tbaa !7
  %361 = icmp sgt i32 %360, %322
  br i1 %361, label %370, label %362

362:                                              ; preds = %359
  %363 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %364 = load i32, i32* %363, align 4, !tbaa !7
  %365 = icmp slt i32 %364, %322
  br i1 %365, label %370, label %366

366:                                              ; preds = %362
  %367 = load i32, i32* %51, align 4, !tbaa !7
  %368 = icmp sgt i32 %367, %322
  %369 = select i1 %368, i32 0, i32 1
  br label %370

370:                                              ; preds = %366, %327, %324, %331, %334, %338, %341, %345, %348, %352, %355, %359, %362, %318
  %371 = phi i32 [ 0, %318 ], [ 0, %327 ], [ 0, %324 ], [ 0, %331 ], [ 0, %334 ], [ 0, %338 ], [ 0, %341 ], [ 0, %345 ], [ 0, %348 ], [ 0, %352 ], [ 0, %355 ], [ 0, %359 ], [ 0, %362 ], [ %369, %366 ]
  %372 = add nsw i32 %319, %320
  %373 = add nsw i32 %371, %372
  %374 = add nuw nsw i32 %54, 1
  %375 = icmp eq i32 %374, 7
  br i1 %375, label %58, label %52, !llvm.loop !19

376:                                              ; preds = %52
  %377 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %378 = load i32, i32* %377, align 4, !tbaa !7
  %379 = icmp slt i32 %378, %56
  br i1 %379, label %59, label %380

380:                                              ; preds = %376
  %381 = load i32, i32* %4, align 4, !tbaa !7
  %382 = icmp sgt i32 %381, %56
  br i1 %382, label %59, label %383

383:                                              ; preds = %380
  %384 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %385 = load i32, i32* %384, align 4, !tbaa !7
  %386 = icmp slt i32 %385, %56
  br i1 %386, label %59, label %387

387:                                              ; preds = %383
  %388 = load i32, i32* %5, align 4, !tbaa !7
  %389 = icmp sgt i32 %388, %56
  br i1 %389, label %59, label %390

390:                                              ; preds = %387
  %391 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %392 = load i32, i32* %391, align 4, !tbaa !7
  %393 = icmp slt i32 %392, %56
  br i1 %393, label %59, label %394

394:                                              ; preds = %390
  %395 = load i32, i32* %6, align 4, !tbaa !7
  %396 = icmp sgt i32 %395, %56
  br i1 %396, label %59, label %397

397:                                              ; preds = %394
  %398 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %399 = load i32, i32* %398, align 4, !tbaa !7
  %400 = icmp slt i32 %399, %56
  br i1 %400, label %59, label %401

401:                                              ; preds = %397
  %402 = load i32, i32* %7, align 4, !tbaa !7
  %403 = icmp sgt i32 %402, %56
  br i1 %403, label %59, label %404

404:                                              ; preds = %401
  %405 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %406 = load i32, i32* %405, align 4, !tbaa !7
  %407 = icmp slt i32 %406, %56
  br i1 %407, label %59, label %408

408:                                              ; preds = %404
  %409 = load i32, i32* %8, align 4, !tbaa !7
  %410 = icmp sgt i32 %409, %56
  br i1 %410, label %59, label %411

411:                                              ; preds = %408
  %412 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %413 = load i32, i32* %412, align 4, !tbaa !7
  %414 = icmp slt i32 %413, %56
  br i1 %414, label %59, label %415

415:                                              ; preds = %411
  %416 = load i32, i32* %9, align 4, !tbaa !7
  %417 = icmp sgt i32 %416, %56
  %418 = select i1 %417, i32 0, i32 1
  br label %59
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i64 @det_bareiss(i32 noundef %0, [4 x i32]* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [4 x [4 x i64]], align 8
  %4 = bitcast [4 x [4 x i64]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %2
  %7 = add i32 %0, -1
  br label %85

8:                                                ; preds = %2, %13
  %9 = phi i32 [ %14, %13 ], [ 0, %2 ]
  br label %16

10:                                               ; preds = %13
  %11 = add i32 %0, -1
  %12 = icmp sgt i32 %0, 1
  br i1 %12, label %24, label %85

13:                                               ; preds = %16
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, %0
  br i1 %15, label %10, label %8, !llvm.loop !20

16:                                               ; preds = %8, %16
  %17 = phi i32 [ %22, %16 ], [ 0, %8 ]
  %18 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %9, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !7
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %9, i32 %17
  store i64 %20, i64* %21, align 8, !tbaa !21
  %22 = add nuw nsw i32 %17, 1
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %13, label %16, !llvm.loop !23

24:                                               ; preds = %10, %62
  %25 = phi i32 [ %65, %62 ], [ 1, %10 ]
  %26 = phi i1 [ %64, %62 ], [ true, %10 ]
  %27 = phi i32 [ %57, %62 ], [ 0, %10 ]
  %28 = phi i32 [ %56, %62 ], [ 1, %10 ]
  %29 = phi i64 [ %63, %62 ], [ 1, %10 ]
  %30 = call i32 @llvm.smax.i32(i32 %0, i32 %25)
  %31 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %27
  %32 = load i64, i64* %31, align 8, !tbaa !21
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %34, label %55

34:                                               ; preds = %24, %38
  %35 = phi i32 [ %36, %38 ], [ %27, %24 ]
  %36 = add nuw nsw i32 %35, 1
  %37 = icmp slt i32 %36, %0
  br i1 %37, label %38, label %42

38:                                               ; preds = %34
  %39 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %36, i32 %27
  %40 = load i64, i64* %39, align 8, !tbaa !21
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %34, label %42, !llvm.loop !24

42:                                               ; preds = %34, %38
  %43 = phi i32 [ %30, %34 ], [ %36, %38 ]
  %44 = icmp eq i32 %43, %0
  br i1 %44, label %84, label %45

45:                                               ; preds = %42, %45
  %46 = phi i32 [ %51, %45 ], [ 0, %42 ]
  %47 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %46
  %48 = load i64, i64* %47, align 8, !tbaa !21
  %49 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %43, i32 %46
  %50 = load i64, i64* %49, align 8, !tbaa !21
  store i64 %50, i64* %47, align 8, !tbaa !21
  store i64 %48, i64* %49, align 8, !tbaa !21
  %51 = add nuw nsw i32 %46, 1
  %52 = icmp eq i32 %51, %0
  br i1 %52, label %53, label %45, !llvm.loop !25

53:                                               ; preds = %45
  %54 = sub nsw i32 0, %28
  br label %55

55:                                               ; preds = %53, %24
  %56 = phi i32 [ %54, %53 ], [ %28, %24 ]
  %57 = add nuw nsw i32 %27, 1
  %58 = icmp slt i32 %57, %0
  br i1 %58, label %59, label %62

59:                                               ; preds = %55, %67
  %60 = phi i32 [ %68, %67 ], [ %57, %55 ]
  %61 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %60, i32 %27
  br label %70

62:                                               ; preds = %67, %55
  %63 = load i64, i64* %31, align 8, !tbaa !21
  %64 = icmp slt i32 %57, %11
  %65 = add nuw i32 %25, 1
  %66 = icmp eq i32 %57, %11
  br i1 %66, label %85, label %24, !llvm.loop !26

67:                                               ; preds = %70
  %68 = add nuw nsw i32 %60, 1
  %69 = icmp eq i32 %68, %0
  br i1 %69, label %62, label %59, !llvm.loop !27

70:                                               ; preds = %59, %70
  %71 = phi i32 [ %57, %59 ], [ %82, %70 ]
  %72 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %60, i32 %71
  %73 = load i64, i64* %72, align 8, !tbaa !21
  %74 = load i64, i64* %31, align 8, !tbaa !21
  %75 = mul nsw i64 %74, %73
  %76 = load i64, i64* %61, align 8, !tbaa !21
  %77 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %71
  %78 = load i64, i64* %77, align 8, !tbaa !21
  %79 = mul nsw i64 %78, %76
  %80 = sub nsw i64 %75, %79
  %81 = sdiv i64 %80, %29
  store i64 %81, i64* %72, align 8, !tbaa !21
  %82 = add nuw nsw i32 %71, 1
  %83 = icmp eq i32 %82, %0
  br i1 %83, label %67, label %70, !llvm.loop !28

84:                                               ; preds = %42
  br i1 %26, label %92, label %85

85:                                               ; preds = %62, %6, %10, %84
  %86 = phi i32 [ %11, %84 ], [ %11, %10 ], [ %7, %6 ], [ %11, %62 ]
  %87 = phi i32 [ %28, %84 ], [ 1, %10 ], [ 1, %6 ], [ %56, %62 ]
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %86, i32 %86
  %90 = load i64, i64* %89, align 8, !tbaa !21
  %91 = mul nsw i64 %90, %88
  br label %92

92:                                               ; preds = %84, %85
  %93 = phi i64 [ %91, %85 ], [ 0, %84 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i64 %93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !9, i64 0}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
