; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 16
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 16
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 16
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i32, i32* %0, i64 %4
  %6 = load i32, i32* %5, align 4, !tbaa !2
  %7 = add nsw i32 %6, %2
  store i32 %7, i32* %5, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump16(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i16, i16* %0, i64 %4
  %6 = load i16, i16* %5, align 2, !tbaa !6
  %7 = trunc i32 %2 to i16
  %8 = add i16 %6, %7
  store i16 %8, i16* %5, align 2, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump8(i8* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = zext i32 %1 to i64
  %5 = getelementptr inbounds i8, i8* %0, i64 %4
  %6 = load i8, i8* %5, align 1, !tbaa !8
  %7 = trunc i32 %2 to i8
  %8 = xor i8 %6, %7
  store i8 %8, i8* %5, align 1, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @touch(%struct.cell* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct.cell, %struct.cell* %0, i64 %4, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !9
  %7 = add nsw i32 %6, %2
  store i32 %7, i32* %5, align 4, !tbaa !9
  %8 = getelementptr inbounds %struct.cell, %struct.cell* %0, i64 %4, i32 1
  %9 = load i16, i16* %8, align 4, !tbaa !11
  %10 = trunc i32 %2 to i16
  %11 = sub i16 %9, %10
  store i16 %11, i16* %8, align 4, !tbaa !11
  %12 = and i32 %2, 7
  %13 = shl nuw nsw i32 1, %12
  %14 = getelementptr inbounds %struct.cell, %struct.cell* %0, i64 %4, i32 2
  %15 = load i8, i8* %14, align 2, !tbaa !12
  %16 = trunc i32 %13 to i8
  %17 = or i8 %15, %16
  store i8 %17, i8* %14, align 2, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %0 to i64
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %4, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !2
  %8 = add nsw i32 %7, %2
  store i32 %8, i32* %6, align 4, !tbaa !2
  %9 = add nsw i32 %1, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %4, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !2
  %13 = xor i32 %12, %2
  store i32 %13, i32* %11, align 4, !tbaa !2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @prefix(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = load i32, i32* %0, align 4, !tbaa !2
  %7 = add nsw i64 %5, -1
  %8 = add nsw i64 %5, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = and i64 %7, -4
  br label %28

13:                                               ; preds = %28, %4
  %14 = phi i32 [ %6, %4 ], [ %46, %28 ]
  %15 = phi i64 [ 1, %4 ], [ %47, %28 ]
  %16 = icmp eq i64 %9, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i32 [ %23, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %24, %17 ], [ %15, %13 ]
  %20 = phi i64 [ %25, %17 ], [ 0, %13 ]
  %21 = getelementptr inbounds i32, i32* %0, i64 %19
  %22 = load i32, i32* %21, align 4, !tbaa !2
  %23 = add nsw i32 %18, %22
  store i32 %23, i32* %21, align 4, !tbaa !2
  %24 = add nuw nsw i64 %19, 1
  %25 = add i64 %20, 1
  %26 = icmp eq i64 %25, %9
  br i1 %26, label %27, label %17, !llvm.loop !13

27:                                               ; preds = %13, %17, %2
  ret void

28:                                               ; preds = %28, %11
  %29 = phi i32 [ %6, %11 ], [ %46, %28 ]
  %30 = phi i64 [ 1, %11 ], [ %47, %28 ]
  %31 = phi i64 [ 0, %11 ], [ %48, %28 ]
  %32 = getelementptr inbounds i32, i32* %0, i64 %30
  %33 = load i32, i32* %32, align 4, !tbaa !2
  %34 = add nsw i32 %29, %33
  store i32 %34, i32* %32, align 4, !tbaa !2
  %35 = add nuw nsw i64 %30, 1
  %36 = getelementptr inbounds i32, i32* %0, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !2
  %38 = add nsw i32 %34, %37
  store i32 %38, i32* %36, align 4, !tbaa !2
  %39 = add nuw nsw i64 %30, 2
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !2
  %42 = add nsw i32 %38, %41
  store i32 %42, i32* %40, align 4, !tbaa !2
  %43 = add nuw nsw i64 %30, 3
  %44 = getelementptr inbounds i32, i32* %0, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !2
  %46 = add nsw i32 %42, %45
  store i32 %46, i32* %44, align 4, !tbaa !2
  %47 = add nuw nsw i64 %30, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %12
  br i1 %49, label %13, label %28, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %29

1:                                                ; preds = %29
  %2 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i64 0, i64 0), align 16, !tbaa !2
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %2, %1 ], [ %16, %3 ]
  %5 = phi i64 [ 1, %1 ], [ %17, %3 ]
  %6 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !2
  %8 = add nsw i32 %7, %4
  store i32 %8, i32* %6, align 4, !tbaa !2
  %9 = add nuw nsw i64 %5, 1
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !2
  %12 = add nsw i32 %11, %8
  store i32 %12, i32* %10, align 4, !tbaa !2
  %13 = add nuw nsw i64 %5, 2
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !2
  %16 = add nsw i32 %15, %12
  store i32 %16, i32* %14, align 4, !tbaa !2
  %17 = add nuw nsw i64 %5, 3
  %18 = icmp eq i64 %17, 64
  br i1 %18, label %19, label %3, !llvm.loop !15

19:                                               ; preds = %3
  %20 = xor i32 %2, -2128831035
  %21 = mul i32 %20, 16777619
  %22 = load i16, i16* getelementptr inbounds ([64 x i16], [64 x i16]* @h16, i64 0, i64 0), align 16, !tbaa !6
  %23 = zext i16 %22 to i32
  %24 = xor i32 %21, %23
  %25 = mul i32 %24, 16777619
  %26 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @h8, i64 0, i64 0), align 16, !tbaa !8
  %27 = zext i8 %26 to i32
  %28 = xor i32 %25, %27
  br label %86

29:                                               ; preds = %0, %29
  %30 = phi i32 [ -1831433054, %0 ], [ %37, %29 ]
  %31 = phi i32 [ 0, %0 ], [ %84, %29 ]
  %32 = shl i32 %30, 13
  %33 = xor i32 %32, %30
  %34 = lshr i32 %33, 17
  %35 = xor i32 %34, %33
  %36 = shl i32 %35, 5
  %37 = xor i32 %36, %35
  %38 = and i32 %37, 63
  %39 = lshr i32 %37, 8
  %40 = and i32 %39, 255
  %41 = add nsw i32 %40, -128
  %42 = zext i32 %38 to i64
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !2
  %45 = add nsw i32 %44, %41
  store i32 %45, i32* %43, align 4, !tbaa !2
  %46 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i64 0, i64 %42
  %47 = load i16, i16* %46, align 2, !tbaa !6
  %48 = trunc i32 %41 to i16
  %49 = add i16 %47, %48
  store i16 %49, i16* %46, align 2, !tbaa !6
  %50 = lshr i32 %37, 24
  %51 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i64 0, i64 %42
  %52 = load i8, i8* %51, align 1, !tbaa !8
  %53 = trunc i32 %50 to i8
  %54 = xor i8 %52, %53
  store i8 %54, i8* %51, align 1, !tbaa !8
  %55 = lshr i32 %37, 6
  %56 = and i32 %55, 31
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %57, i32 0
  %59 = load i32, i32* %58, align 8, !tbaa !9
  %60 = add nsw i32 %59, %41
  store i32 %60, i32* %58, align 8, !tbaa !9
  %61 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %57, i32 1
  %62 = load i16, i16* %61, align 4, !tbaa !11
  %63 = sub i16 %62, %48
  store i16 %63, i16* %61, align 4, !tbaa !11
  %64 = and i32 %39, 7
  %65 = shl nuw nsw i32 1, %64
  %66 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %57, i32 2
  %67 = load i8, i8* %66, align 2, !tbaa !12
  %68 = trunc i32 %65 to i8
  %69 = or i8 %67, %68
  store i8 %69, i8* %66, align 2, !tbaa !12
  %70 = lshr i32 %37, 11
  %71 = urem i32 %70, 12
  %72 = lshr i32 %37, 15
  %73 = urem i32 %72, 19
  %74 = zext i32 %71 to i64
  %75 = zext i32 %73 to i64
  %76 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %74, i64 %75
  %77 = load i32, i32* %76, align 4, !tbaa !2
  %78 = add nsw i32 %77, %41
  store i32 %78, i32* %76, align 4, !tbaa !2
  %79 = add nuw nsw i32 %73, 1
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %74, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !2
  %83 = xor i32 %82, %41
  store i32 %83, i32* %81, align 4, !tbaa !2
  %84 = add nuw nsw i32 %31, 1
  %85 = icmp eq i32 %84, 900
  br i1 %85, label %1, label %29, !llvm.loop !17

86:                                               ; preds = %106, %19
  %87 = phi i64 [ 1, %19 ], [ %120, %106 ]
  %88 = phi i32 [ %28, %19 ], [ %119, %106 ]
  %89 = mul i32 %88, 16777619
  %90 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %87
  %91 = load i32, i32* %90, align 4, !tbaa !2
  %92 = xor i32 %91, %89
  %93 = mul i32 %92, 16777619
  %94 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i64 0, i64 %87
  %95 = load i16, i16* %94, align 2, !tbaa !6
  %96 = zext i16 %95 to i32
  %97 = xor i32 %93, %96
  %98 = mul i32 %97, 16777619
  %99 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i64 0, i64 %87
  %100 = load i8, i8* %99, align 1, !tbaa !8
  %101 = zext i8 %100 to i32
  %102 = xor i32 %98, %101
  %103 = mul i32 %102, 16777619
  %104 = add nuw nsw i64 %87, 1
  %105 = icmp eq i64 %104, 64
  br i1 %105, label %121, label %106, !llvm.loop !18

106:                                              ; preds = %86
  %107 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %104
  %108 = load i32, i32* %107, align 4, !tbaa !2
  %109 = xor i32 %108, %103
  %110 = mul i32 %109, 16777619
  %111 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i64 0, i64 %104
  %112 = load i16, i16* %111, align 2, !tbaa !6
  %113 = zext i16 %112 to i32
  %114 = xor i32 %110, %113
  %115 = mul i32 %114, 16777619
  %116 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i64 0, i64 %104
  %117 = load i8, i8* %116, align 1, !tbaa !8
  %118 = zext i8 %117 to i32
  %119 = xor i32 %115, %118
  %120 = add nuw nsw i64 %87, 2
  br label %86

121:                                              ; preds = %86, %121
  %122 = phi i64 [ %153, %121 ], [ 0, %86 ]
  %123 = phi i32 [ %152, %121 ], [ %103, %86 ]
  %124 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %122, i32 0
  %125 = load i32, i32* %124, align 16, !tbaa !9
  %126 = xor i32 %125, %123
  %127 = mul i32 %126, 16777619
  %128 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %122, i32 1
  %129 = load i16, i16* %128, align 4, !tbaa !11
  %130 = zext i16 %129 to i32
  %131 = xor i32 %127, %130
  %132 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %122, i32 2
  %133 = load i8, i8* %132, align 2, !tbaa !12
  %134 = zext i8 %133 to i32
  %135 = shl nuw nsw i32 %134, 16
  %136 = xor i32 %131, %135
  %137 = mul i32 %136, 16777619
  %138 = or i64 %122, 1
  %139 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %138, i32 0
  %140 = load i32, i32* %139, align 8, !tbaa !9
  %141 = xor i32 %140, %137
  %142 = mul i32 %141, 16777619
  %143 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %138, i32 1
  %144 = load i16, i16* %143, align 4, !tbaa !11
  %145 = zext i16 %144 to i32
  %146 = xor i32 %142, %145
  %147 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %138, i32 2
  %148 = load i8, i8* %147, align 2, !tbaa !12
  %149 = zext i8 %148 to i32
  %150 = shl nuw nsw i32 %149, 16
  %151 = xor i32 %146, %150
  %152 = mul i32 %151, 16777619
  %153 = add nuw nsw i64 %122, 2
  %154 = icmp eq i64 %153, 32
  br i1 %154, label %155, label %121, !llvm.loop !19

155:                                              ; preds = %121, %155
  %156 = phi i64 [ %238, %155 ], [ 0, %121 ]
  %157 = phi i32 [ %237, %155 ], [ %152, %121 ]
  %158 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 0
  %159 = load i32, i32* %158, align 16, !tbaa !2
  %160 = xor i32 %159, %157
  %161 = mul i32 %160, 16777619
  %162 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 1
  %163 = load i32, i32* %162, align 4, !tbaa !2
  %164 = xor i32 %163, %161
  %165 = mul i32 %164, 16777619
  %166 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 2
  %167 = load i32, i32* %166, align 8, !tbaa !2
  %168 = xor i32 %167, %165
  %169 = mul i32 %168, 16777619
  %170 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 3
  %171 = load i32, i32* %170, align 4, !tbaa !2
  %172 = xor i32 %171, %169
  %173 = mul i32 %172, 16777619
  %174 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 4
  %175 = load i32, i32* %174, align 16, !tbaa !2
  %176 = xor i32 %175, %173
  %177 = mul i32 %176, 16777619
  %178 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 5
  %179 = load i32, i32* %178, align 4, !tbaa !2
  %180 = xor i32 %179, %177
  %181 = mul i32 %180, 16777619
  %182 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 6
  %183 = load i32, i32* %182, align 8, !tbaa !2
  %184 = xor i32 %183, %181
  %185 = mul i32 %184, 16777619
  %186 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 7
  %187 = load i32, i32* %186, align 4, !tbaa !2
  %188 = xor i32 %187, %185
  %189 = mul i32 %188, 16777619
  %190 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 8
  %191 = load i32, i32* %190, align 16, !tbaa !2
  %192 = xor i32 %191, %189
  %193 = mul i32 %192, 16777619
  %194 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 9
  %195 = load i32, i32* %194, align 4, !tbaa !2
  %196 = xor i32 %195, %193
  %197 = mul i32 %196, 16777619
  %198 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 10
  %199 = load i32, i32* %198, align 8, !tbaa !2
  %200 = xor i32 %199, %197
  %201 = mul i32 %200, 16777619
  %202 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 11
  %203 = load i32, i32* %202, align 4, !tbaa !2
  %204 = xor i32 %203, %201
  %205 = mul i32 %204, 16777619
  %206 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 12
  %207 = load i32, i32* %206, align 16, !tbaa !2
  %208 = xor i32 %207, %205
  %209 = mul i32 %208, 16777619
  %210 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 13
  %211 = load i32, i32* %210, align 4, !tbaa !2
  %212 = xor i32 %211, %209
  %213 = mul i32 %212, 16777619
  %214 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 14
  %215 = load i32, i32* %214, align 8, !tbaa !2
  %216 = xor i32 %215, %213
  %217 = mul i32 %216, 16777619
  %218 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 15
  %219 = load i32, i32* %218, align 4, !tbaa !2
  %220 = xor i32 %219, %217
  %221 = mul i32 %220, 16777619
  %222 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 16
  %223 = load i32, i32* %222, align 16, !tbaa !2
  %224 = xor i32 %223, %221
  %225 = mul i32 %224, 16777619
  %226 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 17
  %227 = load i32, i32* %226, align 4, !tbaa !2
  %228 = xor i32 %227, %225
  %229 = mul i32 %228, 16777619
  %230 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 18
  %231 = load i32, i32* %230, align 8, !tbaa !2
  %232 = xor i32 %231, %229
  %233 = mul i32 %232, 16777619
  %234 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %156, i64 19
  %235 = load i32, i32* %234, align 4, !tbaa !2
  %236 = xor i32 %235, %233
  %237 = mul i32 %236, 16777619
  %238 = add nuw nsw i64 %156, 1
  %239 = icmp eq i64 %238, 12
  br i1 %239, label %240, label %155, !llvm.loop !20

240:                                              ; preds = %155
  %241 = and i32 %237, 2147483647
  ret i32 %241
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = !{!4, !4, i64 0}
!9 = !{!10, !3, i64 0}
!10 = !{!"cell", !3, i64 0, !7, i64 4, !4, i64 6}
!11 = !{!10, !7, i64 4}
!12 = !{!10, !4, i64 6}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
