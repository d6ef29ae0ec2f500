; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 4
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 2
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 1
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i32, i32* %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump16(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i16, i16* %0, i32 %1
  %5 = load i16, i16* %4, align 2, !tbaa !11
  %6 = trunc i32 %2 to i16
  %7 = add i16 %5, %6
  store i16 %7, i16* %4, align 2, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump8(i8* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, i8* %0, i32 %1
  %5 = load i8, i8* %4, align 1, !tbaa !13
  %6 = trunc i32 %2 to i8
  %7 = xor i8 %5, %6
  store i8 %7, i8* %4, align 1, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @touch(%struct.cell* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !14
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !14
  %7 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 1
  %8 = load i16, i16* %7, align 4, !tbaa !16
  %9 = trunc i32 %2 to i16
  %10 = sub i16 %8, %9
  store i16 %10, i16* %7, align 4, !tbaa !16
  %11 = and i32 %2, 7
  %12 = shl nuw nsw i32 1, %11
  %13 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 2
  %14 = load i8, i8* %13, align 2, !tbaa !17
  %15 = trunc i32 %12 to i8
  %16 = or i8 %14, %15
  store i8 %16, i8* %13, align 2, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !7
  %7 = add nsw i32 %1, 1
  %8 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %7
  %9 = load i32, i32* %8, align 4, !tbaa !7
  %10 = xor i32 %9, %2
  store i32 %10, i32* %8, align 4, !tbaa !7
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @prefix(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %32

4:                                                ; preds = %2
  %5 = load i32, i32* %0, align 4, !tbaa !7
  %6 = add i32 %1, -1
  %7 = add i32 %1, -2
  %8 = and i32 %6, 3
  %9 = icmp ult i32 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i32 %6, -4
  br label %33

12:                                               ; preds = %33, %4
  %13 = phi i32 [ %5, %4 ], [ %51, %33 ]
  %14 = phi i32 [ 1, %4 ], [ %52, %33 ]
  %15 = icmp eq i32 %8, 0
  br i1 %15, label %32, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds i32, i32* %0, i32 %14
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = add nsw i32 %13, %18
  store i32 %19, i32* %17, align 4, !tbaa !7
  %20 = icmp eq i32 %8, 1
  br i1 %20, label %32, label %21

21:                                               ; preds = %16
  %22 = add nuw nsw i32 %14, 1
  %23 = getelementptr inbounds i32, i32* %0, i32 %22
  %24 = load i32, i32* %23, align 4, !tbaa !7
  %25 = add nsw i32 %19, %24
  store i32 %25, i32* %23, align 4, !tbaa !7
  %26 = icmp eq i32 %8, 2
  br i1 %26, label %32, label %27

27:                                               ; preds = %21
  %28 = add nuw nsw i32 %14, 2
  %29 = getelementptr inbounds i32, i32* %0, i32 %28
  %30 = load i32, i32* %29, align 4, !tbaa !7
  %31 = add nsw i32 %25, %30
  store i32 %31, i32* %29, align 4, !tbaa !7
  br label %32

32:                                               ; preds = %12, %27, %21, %16, %2
  ret void

33:                                               ; preds = %33, %10
  %34 = phi i32 [ %5, %10 ], [ %51, %33 ]
  %35 = phi i32 [ 1, %10 ], [ %52, %33 ]
  %36 = phi i32 [ 0, %10 ], [ %53, %33 ]
  %37 = getelementptr inbounds i32, i32* %0, i32 %35
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = add nsw i32 %34, %38
  store i32 %39, i32* %37, align 4, !tbaa !7
  %40 = add nuw nsw i32 %35, 1
  %41 = getelementptr inbounds i32, i32* %0, i32 %40
  %42 = load i32, i32* %41, align 4, !tbaa !7
  %43 = add nsw i32 %39, %42
  store i32 %43, i32* %41, align 4, !tbaa !7
  %44 = add nuw nsw i32 %35, 2
  %45 = getelementptr inbounds i32, i32* %0, i32 %44
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = add nsw i32 %43, %46
  store i32 %47, i32* %45, align 4, !tbaa !7
  %48 = add nuw nsw i32 %35, 3
  %49 = getelementptr inbounds i32, i32* %0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !7
  %51 = add nsw i32 %47, %50
  store i32 %51, i32* %49, align 4, !tbaa !7
  %52 = add nuw nsw i32 %35, 4
  %53 = add i32 %36, 4
  %54 = icmp eq i32 %53, %11
  br i1 %54, label %12, label %33, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %102

1:                                                ; preds = %102
  %2 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i32 0, i32 0), align 4, !tbaa !7
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %2, %1 ], [ %88, %3 ]
  %5 = phi i32 [ 1, %1 ], [ %89, %3 ]
  %6 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %5
  %7 = load i32, i32* %6, align 4, !tbaa !7
  %8 = add nsw i32 %7, %4
  store i32 %8, i32* %6, align 4, !tbaa !7
  %9 = add nuw nsw i32 %5, 1
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !7
  %12 = add nsw i32 %11, %8
  store i32 %12, i32* %10, align 4, !tbaa !7
  %13 = add nuw nsw i32 %5, 2
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !7
  %16 = add nsw i32 %15, %12
  store i32 %16, i32* %14, align 4, !tbaa !7
  %17 = add nuw nsw i32 %5, 3
  %18 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !7
  %20 = add nsw i32 %19, %16
  store i32 %20, i32* %18, align 4, !tbaa !7
  %21 = add nuw nsw i32 %5, 4
  %22 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !7
  %24 = add nsw i32 %23, %20
  store i32 %24, i32* %22, align 4, !tbaa !7
  %25 = add nuw nsw i32 %5, 5
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = add nsw i32 %27, %24
  store i32 %28, i32* %26, align 4, !tbaa !7
  %29 = add nuw nsw i32 %5, 6
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4, !tbaa !7
  %32 = add nsw i32 %31, %28
  store i32 %32, i32* %30, align 4, !tbaa !7
  %33 = add nuw nsw i32 %5, 7
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %33
  %35 = load i32, i32* %34, align 4, !tbaa !7
  %36 = add nsw i32 %35, %32
  store i32 %36, i32* %34, align 4, !tbaa !7
  %37 = add nuw nsw i32 %5, 8
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !7
  %40 = add nsw i32 %39, %36
  store i32 %40, i32* %38, align 4, !tbaa !7
  %41 = add nuw nsw i32 %5, 9
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4, !tbaa !7
  %44 = add nsw i32 %43, %40
  store i32 %44, i32* %42, align 4, !tbaa !7
  %45 = add nuw nsw i32 %5, 10
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !7
  %48 = add nsw i32 %47, %44
  store i32 %48, i32* %46, align 4, !tbaa !7
  %49 = add nuw nsw i32 %5, 11
  %50 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4, !tbaa !7
  %52 = add nsw i32 %51, %48
  store i32 %52, i32* %50, align 4, !tbaa !7
  %53 = add nuw nsw i32 %5, 12
  %54 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !7
  %56 = add nsw i32 %55, %52
  store i32 %56, i32* %54, align 4, !tbaa !7
  %57 = add nuw nsw i32 %5, 13
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %57
  %59 = load i32, i32* %58, align 4, !tbaa !7
  %60 = add nsw i32 %59, %56
  store i32 %60, i32* %58, align 4, !tbaa !7
  %61 = add nuw nsw i32 %5, 14
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4, !tbaa !7
  %64 = add nsw i32 %63, %60
  store i32 %64, i32* %62, align 4, !tbaa !7
  %65 = add nuw nsw i32 %5, 15
  %66 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4, !tbaa !7
  %68 = add nsw i32 %67, %64
  store i32 %68, i32* %66, align 4, !tbaa !7
  %69 = add nuw nsw i32 %5, 16
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !7
  %72 = add nsw i32 %71, %68
  store i32 %72, i32* %70, align 4, !tbaa !7
  %73 = add nuw nsw i32 %5, 17
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %73
  %75 = load i32, i32* %74, align 4, !tbaa !7
  %76 = add nsw i32 %75, %72
  store i32 %76, i32* %74, align 4, !tbaa !7
  %77 = add nuw nsw i32 %5, 18
  %78 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %77
  %79 = load i32, i32* %78, align 4, !tbaa !7
  %80 = add nsw i32 %79, %76
  store i32 %80, i32* %78, align 4, !tbaa !7
  %81 = add nuw nsw i32 %5, 19
  %82 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %81
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = add nsw i32 %83, %80
  store i32 %84, i32* %82, align 4, !tbaa !7
  %85 = add nuw nsw i32 %5, 20
  %86 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !7
  %88 = add nsw i32 %87, %84
  store i32 %88, i32* %86, align 4, !tbaa !7
  %89 = add nuw nsw i32 %5, 21
  %90 = icmp eq i32 %89, 64
  br i1 %90, label %91, label %3, !llvm.loop !18

91:                                               ; preds = %3
  %92 = xor i32 %2, -2128831035
  %93 = mul i32 %92, 16777619
  %94 = load i16, i16* getelementptr inbounds ([64 x i16], [64 x i16]* @h16, i32 0, i32 0), align 2, !tbaa !11
  %95 = zext i16 %94 to i32
  %96 = xor i32 %93, %95
  %97 = mul i32 %96, 16777619
  %98 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @h8, i32 0, i32 0), align 1, !tbaa !13
  %99 = zext i8 %98 to i32
  %100 = xor i32 %97, %99
  %101 = mul i32 %100, 16777619
  br label %201

102:                                              ; preds = %102, %0
  %103 = phi i32 [ -1831433054, %0 ], [ %157, %102 ]
  %104 = phi i32 [ 0, %0 ], [ %199, %102 ]
  %105 = shl i32 %103, 13
  %106 = xor i32 %105, %103
  %107 = lshr i32 %106, 17
  %108 = xor i32 %107, %106
  %109 = shl i32 %108, 5
  %110 = xor i32 %109, %108
  %111 = and i32 %110, 63
  %112 = lshr i32 %110, 8
  %113 = and i32 %112, 255
  %114 = add nsw i32 %113, -128
  %115 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %111
  %116 = load i32, i32* %115, align 4, !tbaa !7
  %117 = add nsw i32 %116, %114
  store i32 %117, i32* %115, align 4, !tbaa !7
  %118 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %111
  %119 = load i16, i16* %118, align 2, !tbaa !11
  %120 = trunc i32 %114 to i16
  %121 = add i16 %119, %120
  store i16 %121, i16* %118, align 2, !tbaa !11
  %122 = lshr i32 %110, 24
  %123 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %111
  %124 = load i8, i8* %123, align 1, !tbaa !13
  %125 = trunc i32 %122 to i8
  %126 = xor i8 %124, %125
  store i8 %126, i8* %123, align 1, !tbaa !13
  %127 = lshr i32 %110, 6
  %128 = and i32 %127, 31
  %129 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %128, i32 0
  %130 = load i32, i32* %129, align 4, !tbaa !14
  %131 = add nsw i32 %130, %114
  store i32 %131, i32* %129, align 4, !tbaa !14
  %132 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %128, i32 1
  %133 = load i16, i16* %132, align 4, !tbaa !16
  %134 = sub i16 %133, %120
  store i16 %134, i16* %132, align 4, !tbaa !16
  %135 = and i32 %112, 7
  %136 = shl nuw nsw i32 1, %135
  %137 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %128, i32 2
  %138 = load i8, i8* %137, align 2, !tbaa !17
  %139 = trunc i32 %136 to i8
  %140 = or i8 %138, %139
  store i8 %140, i8* %137, align 2, !tbaa !17
  %141 = lshr i32 %110, 11
  %142 = urem i32 %141, 12
  %143 = lshr i32 %110, 15
  %144 = urem i32 %143, 19
  %145 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %142, i32 %144
  %146 = load i32, i32* %145, align 4, !tbaa !7
  %147 = add nsw i32 %146, %114
  store i32 %147, i32* %145, align 4, !tbaa !7
  %148 = add nuw nsw i32 %144, 1
  %149 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %142, i32 %148
  %150 = load i32, i32* %149, align 4, !tbaa !7
  %151 = xor i32 %150, %114
  store i32 %151, i32* %149, align 4, !tbaa !7
  %152 = shl i32 %110, 13
  %153 = xor i32 %152, %110
  %154 = lshr i32 %153, 17
  %155 = xor i32 %154, %153
  %156 = shl i32 %155, 5
  %157 = xor i32 %156, %155
  %158 = and i32 %157, 63
  %159 = lshr i32 %157, 8
  %160 = and i32 %159, 255
  %161 = add nsw i32 %160, -128
  %162 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %158
  %163 = load i32, i32* %162, align 4, !tbaa !7
  %164 = add nsw i32 %163, %161
  store i32 %164, i32* %162, align 4, !tbaa !7
  %165 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %158
  %166 = load i16, i16* %165, align 2, !tbaa !11
  %167 = trunc i32 %161 to i16
  %168 = add i16 %166, %167
  store i16 %168, i16* %165, align 2, !tbaa !11
  %169 = lshr i32 %157, 24
  %170 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %158
  %171 = load i8, i8* %170, align 1, !tbaa !13
  %172 = trunc i32 %169 to i8
  %173 = xor i8 %171, %172
  store i8 %173, i8* %170, align 1, !tbaa !13
  %174 = lshr i32 %157, 6
  %175 = and i32 %174, 31
  %176 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %175, i32 0
  %177 = load i32, i32* %176, align 4, !tbaa !14
  %178 = add nsw i32 %177, %161
  store i32 %178, i32* %176, align 4, !tbaa !14
  %179 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %175, i32 1
  %180 = load i16, i16* %179, align 4, !tbaa !16
  %181 = sub i16 %180, %167
  store i16 %181, i16* %179, align 4, !tbaa !16
  %182 = and i32 %159, 7
  %183 = shl nuw nsw i32 1, %182
  %184 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %175, i32 2
  %185 = load i8, i8* %184, align 2, !tbaa !17
  %186 = trunc i32 %183 to i8
  %187 = or i8 %185, %186
  store i8 %187, i8* %184, align 2, !tbaa !17
  %188 = lshr i32 %157, 11
  %189 = urem i32 %188, 12
  %190 = lshr i32 %157, 15
  %191 = urem i32 %190, 19
  %192 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %189, i32 %191
  %193 = load i32, i32* %192, align 4, !tbaa !7
  %194 = add nsw i32 %193, %161
  store i32 %194, i32* %192, align 4, !tbaa !7
  %195 = add nuw nsw i32 %191, 1
  %196 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %189, i32 %195
  %197 = load i32, i32* %196, align 4, !tbaa !7
  %198 = xor i32 %197, %161
  store i32 %198, i32* %196, align 4, !tbaa !7
  %199 = add nuw nsw i32 %104, 2
  %200 = icmp eq i32 %199, 900
  br i1 %200, label %1, label %102, !llvm.loop !20

201:                                              ; preds = %201, %91
  %202 = phi i32 [ 1, %91 ], [ %338, %201 ]
  %203 = phi i32 [ %101, %91 ], [ %337, %201 ]
  %204 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %202
  %205 = load i32, i32* %204, align 4, !tbaa !7
  %206 = xor i32 %205, %203
  %207 = mul i32 %206, 16777619
  %208 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %202
  %209 = load i16, i16* %208, align 2, !tbaa !11
  %210 = zext i16 %209 to i32
  %211 = xor i32 %207, %210
  %212 = mul i32 %211, 16777619
  %213 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %202
  %214 = load i8, i8* %213, align 1, !tbaa !13
  %215 = zext i8 %214 to i32
  %216 = xor i32 %212, %215
  %217 = mul i32 %216, 16777619
  %218 = add nuw nsw i32 %202, 1
  %219 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %218
  %220 = load i32, i32* %219, align 4, !tbaa !7
  %221 = xor i32 %220, %217
  %222 = mul i32 %221, 16777619
  %223 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %218
  %224 = load i16, i16* %223, align 2, !tbaa !11
  %225 = zext i16 %224 to i32
  %226 = xor i32 %222, %225
  %227 = mul i32 %226, 16777619
  %228 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %218
  %229 = load i8, i8* %228, align 1, !tbaa !13
  %230 = zext i8 %229 to i32
  %231 = xor i32 %227, %230
  %232 = mul i32 %231, 16777619
  %233 = add nuw nsw i32 %202, 2
  %234 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %233
  %235 = load i32, i32* %234, align 4, !tbaa !7
  %236 = xor i32 %235, %232
  %237 = mul i32 %236, 16777619
  %238 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %233
  %239 = load i16, i16* %238, align 2, !tbaa !11
  %240 = zext i16 %239 to i32
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, 16777619
  %243 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %233
  %244 = load i8, i8* %243, align 1, !tbaa !13
  %245 = zext i8 %244 to i32
  %246 = xor i32 %242, %245
  %247 = mul i32 %246, 16777619
  %248 = add nuw nsw i32 %202, 3
  %249 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %248
  %250 = load i32, i32* %249, align 4, !tbaa !7
  %251 = xor i32 %250, %247
  %252 = mul i32 %251, 16777619
  %253 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %248
  %254 = load i16, i16* %253, align 2, !tbaa !11
  %255 = zext i16 %254 to i32
  %256 = xor i32 %252, %255
  %257 = mul i32 %256, 16777619
  %258 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %248
  %259 = load i8, i8* %258, align 1, !tbaa !13
  %260 = zext i8 %259 to i32
  %261 = xor i32 %257, %260
  %262 = mul i32 %261, 16777619
  %263 = add nuw nsw i32 %202, 4
  %264 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %263
  %265 = load i32, i32* %264, align 4, !tbaa !7
  %266 = xor i32 %265, %262
  %267 = mul i32 %266, 16777619
  %268 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %263
  %269 = load i16, i16* %268, align 2, !tbaa !11
  %270 = zext i16 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %263
  %274 = load i8, i8* %273, align 1, !tbaa !13
  %275 = zext i8 %274 to i32
  %276 = xor i32 %272, %275
  %277 = mul i32 %276, 16777619
  %278 = add nuw nsw i32 %202, 5
  %279 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %278
  %280 = load i32, i32* %279, align 4, !tbaa !7
  %281 = xor i32 %280, %277
  %282 = mul i32 %281, 16777619
  %283 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %278
  %284 = load i16, i16* %283, align 2, !tbaa !11
  %285 = zext i16 %284 to i32
  %286 = xor i32 %282, %285
  %287 = mul i32 %286, 16777619
  %288 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %278
  %289 = load i8, i8* %288, align 1, !tbaa !13
  %290 = zext i8 %289 to i32
  %291 = xor i32 %287, %290
  %292 = mul i32 %291, 16777619
  %293 = add nuw nsw i32 %202, 6
  %294 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %293
  %295 = load i32, i32* %294, align 4, !tbaa !7
  %296 = xor i32 %295, %292
  %297 = mul i32 %296, 16777619
  %298 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %293
  %299 = load i16, i16* %298, align 2, !tbaa !11
  %300 = zext i16 %299 to i32
  %301 = xor i32 %297, %300
  %302 = mul i32 %301, 16777619
  %303 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %293
  %304 = load i8, i8* %303, align 1, !tbaa !13
  %305 = zext i8 %304 to i32
  %306 = xor i32 %302, %305
  %307 = mul i32 %306, 16777619
  %308 = add nuw nsw i32 %202, 7
  %309 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %308
  %310 = load i32, i32* %309, align 4, !tbaa !7
  %311 = xor i32 %310, %307
  %312 = mul i32 %311, 16777619
  %313 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %308
  %314 = load i16, i16* %313, align 2, !tbaa !11
  %315 = zext i16 %314 to i32
  %316 = xor i32 %312, %315
  %317 = mul i32 %316, 16777619
  %318 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %308
  %319 = load i8, i8* %318, align 1, !tbaa !13
  %320 = zext i8 %319 to i32
  %321 = xor i32 %317, %320
  %322 = mul i32 %321, 16777619
  %323 = add nuw nsw i32 %202, 8
  %324 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %323
  %325 = load i32, i32* %324, align 4, !tbaa !7
  %326 = xor i32 %325, %322
  %327 = mul i32 %326, 16777619
  %328 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %323
  %329 = load i16, i16* %328, align 2, !tbaa !11
  %330 = zext i16 %329 to i32
  %331 = xor i32 %327, %330
  %332 = mul i32 %331, 16777619
  %333 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %323
  %334 = load i8, i8* %333, align 1, !tbaa !13
  %335 = zext i8 %334 to i32
  %336 = xor i32 %332, %335
  %337 = mul i32 %336, 16777619
  %338 = add nuw nsw i32 %202, 9
  %339 = icmp eq i32 %338, 64
  br i1 %339, label %340, label %201, !llvm.loop !21

340:                                              ; preds = %201, %340
  %341 = phi i32 [ %462, %340 ], [ 0, %201 ]
  %342 = phi i32 [ %461, %340 ], [ %337, %201 ]
  %343 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %341, i32 0
  %344 = load i32, i32* %343, align 4, !tbaa !14
  %345 = xor i32 %344, %342
  %346 = mul i32 %345, 16777619
  %347 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %341, i32 1
  %348 = load i16, i16* %347, align 4, !tbaa !16
  %349 = zext i16 %348 to i32
  %350 = xor i32 %346, %349
  %351 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %341, i32 2
  %352 = load i8, i8* %351, align 2, !tbaa !17
  %353 = zext i8 %352 to i32
  %354 = shl nuw nsw i32 %353, 16
  %355 = xor i32 %350, %354
  %356 = mul i32 %355, 16777619
  %357 = or i32 %341, 1
  %358 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %357, i32 0
  %359 = load i32, i32* %358, align 4, !tbaa !14
  %360 = xor i32 %359, %356
  %361 = mul i32 %360, 16777619
  %362 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %357, i32 1
  %363 = load i16, i16* %362, align 4, !tbaa !16
  %364 = zext i16 %363 to i32
  %365 = xor i32 %361, %364
  %366 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %357, i32 2
  %367 = load i8, i8* %366, align 2, !tbaa !17
  %368 = zext i8 %367 to i32
  %369 = shl nuw nsw i32 %368, 16
  %370 = xor i32 %365, %369
  %371 = mul i32 %370, 16777619
  %372 = or i32 %341, 2
  %373 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %372, i32 0
  %374 = load i32, i32* %373, align 4, !tbaa !14
  %375 = xor i32 %374, %371
  %376 = mul i32 %375, 16777619
  %377 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %372, i32 1
  %378 = load i16, i16* %377, align 4, !tbaa !16
  %379 = zext i16 %378 to i32
  %380 = xor i32 %376, %379
  %381 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %372, i32 2
  %382 = load i8, i8* %381, align 2, !tbaa !17
  %383 = zext i8 %382 to i32
  %384 = shl nuw nsw i32 %383, 16
  %385 = xor i32 %380, %384
  %386 = mul i32 %385, 16777619
  %387 = or i32 %341, 3
  %388 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %387, i32 0
  %389 = load i32, i32* %388, align 4, !tbaa !14
  %390 = xor i32 %389, %386
  %391 = mul i32 %390, 16777619
  %392 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %387, i32 1
  %393 = load i16, i16* %392, align 4, !tbaa !16
  %394 = zext i16 %393 to i32
  %395 = xor i32 %391, %394
  %396 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %387, i32 2
  %397 = load i8, i8* %396, align 2, !tbaa !17
  %398 = zext i8 %397 to i32
  %399 = shl nuw nsw i32 %398, 16
  %400 = xor i32 %395, %399
  %401 = mul i32 %400, 16777619
  %402 = or i32 %341, 4
  %403 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %402, i32 0
  %404 = load i32, i32* %403, align 4, !tbaa !14
  %405 = xor i32 %404, %401
  %406 = mul i32 %405, 16777619
  %407 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %402, i32 1
  %408 = load i16, i16* %407, align 4, !tbaa !16
  %409 = zext i16 %408 to i32
  %410 = xor i32 %406, %409
  %411 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %402, i32 2
  %412 = load i8, i8* %411, align 2, !tbaa !17
  %413 = zext i8 %412 to i32
  %414 = shl nuw nsw i32 %413, 16
  %415 = xor i32 %410, %414
  %416 = mul i32 %415, 16777619
  %417 = or i32 %341, 5
  %418 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %417, i32 0
  %419 = load i32, i32* %418, align 4, !tbaa !14
  %420 = xor i32 %419, %416
  %421 = mul i32 %420, 16777619
  %422 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %417, i32 1
  %423 = load i16, i16* %422, align 4, !tbaa !16
  %424 = zext i16 %423 to i32
  %425 = xor i32 %421, %424
  %426 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %417, i32 2
  %427 = load i8, i8* %426, align 2, !tbaa !17
  %428 = zext i8 %427 to i32
  %429 = shl nuw nsw i32 %428, 16
  %430 = xor i32 %425, %429
  %431 = mul i32 %430, 16777619
  %432 = or i32 %341, 6
  %433 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %432, i32 0
  %434 = load i32, i32* %433, align 4, !tbaa !14
  %435 = xor i32 %434, %431
  %436 = mul i32 %435, 16777619
  %437 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %432, i32 1
  %438 = load i16, i16* %437, align 4, !tbaa !16
  %439 = zext i16 %438 to i32
  %440 = xor i32 %436, %439
  %441 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %432, i32 2
  %442 = load i8, i8* %441, align 2, !tbaa !17
  %443 = zext i8 %442 to i32
  %444 = shl nuw nsw i32 %443, 16
  %445 = xor i32 %440, %444
  %446 = mul i32 %445, 16777619
  %447 = or i32 %341, 7
  %448 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %447, i32 0
  %449 = load i32, i32* %448, align 4, !tbaa !14
  %450 = xor i32 %449, %446
  %451 = mul i32 %450, 16777619
  %452 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %447, i32 1
  %453 = load i16, i16* %452, align 4, !tbaa !16
  %454 = zext i16 %453 to i32
  %455 = xor i32 %451, %454
  %456 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %447, i32 2
  %457 = load i8, i8* %456, align 2, !tbaa !17
  %458 = zext i8 %457 to i32
  %459 = shl nuw nsw i32 %458, 16
  %460 = xor i32 %455, %459
  %461 = mul i32 %460, 16777619
  %462 = add nuw nsw i32 %341, 8
  %463 = icmp eq i32 %462, 32
  br i1 %463, label %464, label %340, !llvm.loop !22

464:                                              ; preds = %340, %464
  %465 = phi i32 [ %547, %464 ], [ 0, %340 ]
  %466 = phi i32 [ %546, %464 ], [ %461, %340 ]
  %467 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 0
  %468 = load i32, i32* %467, align 4, !tbaa !7
  %469 = xor i32 %468, %466
  %470 = mul i32 %469, 16777619
  %471 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 1
  %472 = load i32, i32* %471, align 4, !tbaa !7
  %473 = xor i32 %472, %470
  %474 = mul i32 %473, 16777619
  %475 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 2
  %476 = load i32, i32* %475, align 4, !tbaa !7
  %477 = xor i32 %476, %474
  %478 = mul i32 %477, 16777619
  %479 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 3
  %480 = load i32, i32* %479, align 4, !tbaa !7
  %481 = xor i32 %480, %478
  %482 = mul i32 %481, 16777619
  %483 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 4
  %484 = load i32, i32* %483, align 4, !tbaa !7
  %485 = xor i32 %484, %482
  %486 = mul i32 %485, 16777619
  %487 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 5
  %488 = load i32, i32* %487, align 4, !tbaa !7
  %489 = xor i32 %488, %486
  %490 = mul i32 %489, 16777619
  %491 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 6
  %492 = load i32, i32* %491, align 4, !tbaa !7
  %493 = xor i32 %492, %490
  %494 = mul i32 %493, 16777619
  %495 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 7
  %496 = load i32, i32* %495, align 4, !tbaa !7
  %497 = xor i32 %496, %494
  %498 = mul i32 %497, 16777619
  %499 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 8
  %500 = load i32, i32* %499, align 4, !tbaa !7
  %501 = xor i32 %500, %498
  %502 = mul i32 %501, 16777619
  %503 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 9
  %504 = load i32, i32* %503, align 4, !tbaa !7
  %505 = xor i32 %504, %502
  %506 = mul i32 %505, 16777619
  %507 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 10
  %508 = load i32, i32* %507, align 4, !tbaa !7
  %509 = xor i32 %508, %506
  %510 = mul i32 %509, 16777619
  %511 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 11
  %512 = load i32, i32* %511, align 4, !tbaa !7
  %513 = xor i32 %512, %510
  %514 = mul i32 %513, 16777619
  %515 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 12
  %516 = load i32, i32* %515, align 4, !tbaa !7
  %517 = xor i32 %516, %514
  %518 = mul i32 %517, 16777619
  %519 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 13
  %520 = load i32, i32* %519, align 4, !tbaa !7
  %521 = xor i32 %520, %518
  %522 = mul i32 %521, 16777619
  %523 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 14
  %524 = load i32, i32* %523, align 4, !tbaa !7
  %525 = xor i32 %524, %522
  %526 = mul i32 %525, 16777619
  %527 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 15
  %528 = load i32, i32* %527, align 4, !tbaa !7
  %529 = xor i32 %528, %526
  %530 = mul i32 %529, 16777619
  %531 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 16
  %532 = load i32, i32* %531, align 4, !tbaa !7
  %533 = xor i32 %532, %530
  %534 = mul i32 %533, 16777619
  %535 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 17
  %536 = load i32, i32* %535, align 4, !tbaa !7
  %537 = xor i32 %536, %534
  %538 = mul i32 %537, 16777619
  %539 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 18
  %540 = load i32, i32* %539, align 4, !tbaa !7
  %541 = xor i32 %540, %538
  %542 = mul i32 %541, 16777619
  %543 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %465, i32 19
  %544 = load i32, i32* %543, align 4, !tbaa !7
  %545 = xor i32 %544, %542
  %546 = mul i32 %545, 16777619
  %547 = add nuw nsw i32 %465, 1
  %548 = icmp eq i32 %547, 12
  br i1 %548, label %549, label %464, !llvm.loop !23

549:                                              ; preds = %464
  %550 = and i32 %546, 2147483647
  ret i32 %550
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = !{!9, !9, i64 0}
!14 = !{!15, !8, i64 0}
!15 = !{!"cell", !8, i64 0, !12, i64 4, !9, i64 6}
!16 = !{!15, !12, i64 4}
!17 = !{!15, !9, i64 6}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
