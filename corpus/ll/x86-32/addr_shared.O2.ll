; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 4
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 2
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 1
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i32, i32* %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump16(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i16, i16* %0, i32 %1
  %5 = load i16, i16* %4, align 2, !tbaa !7
  %6 = trunc i32 %2 to i16
  %7 = add i16 %5, %6
  store i16 %7, i16* %4, align 2, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump8(i8* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, i8* %0, i32 %1
  %5 = load i8, i8* %4, align 1, !tbaa !9
  %6 = trunc i32 %2 to i8
  %7 = xor i8 %5, %6
  store i8 %7, i8* %4, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @touch(%struct.cell* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 1
  %8 = load i16, i16* %7, align 4, !tbaa !12
  %9 = trunc i32 %2 to i16
  %10 = sub i16 %8, %9
  store i16 %10, i16* %7, align 4, !tbaa !12
  %11 = and i32 %2, 7
  %12 = shl nuw nsw i32 1, %11
  %13 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 2
  %14 = load i8, i8* %13, align 2, !tbaa !13
  %15 = trunc i32 %12 to i8
  %16 = or i8 %14, %15
  store i8 %16, i8* %13, align 2, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !3
  %7 = add nsw i32 %1, 1
  %8 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %7
  %9 = load i32, i32* %8, align 4, !tbaa !3
  %10 = xor i32 %9, %2
  store i32 %10, i32* %8, align 4, !tbaa !3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @prefix(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = load i32, i32* %0, align 4, !tbaa !3
  %6 = add i32 %1, -1
  %7 = add i32 %1, -2
  %8 = and i32 %6, 3
  %9 = icmp ult i32 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i32 %6, -4
  br label %27

12:                                               ; preds = %27, %4
  %13 = phi i32 [ %5, %4 ], [ %45, %27 ]
  %14 = phi i32 [ 1, %4 ], [ %46, %27 ]
  %15 = icmp eq i32 %8, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %12, %16
  %17 = phi i32 [ %22, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %23, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %24, %16 ], [ 0, %12 ]
  %20 = getelementptr inbounds i32, i32* %0, i32 %18
  %21 = load i32, i32* %20, align 4, !tbaa !3
  %22 = add nsw i32 %17, %21
  store i32 %22, i32* %20, align 4, !tbaa !3
  %23 = add nuw nsw i32 %18, 1
  %24 = add i32 %19, 1
  %25 = icmp eq i32 %24, %8
  br i1 %25, label %26, label %16, !llvm.loop !14

26:                                               ; preds = %12, %16, %2
  ret void

27:                                               ; preds = %27, %10
  %28 = phi i32 [ %5, %10 ], [ %45, %27 ]
  %29 = phi i32 [ 1, %10 ], [ %46, %27 ]
  %30 = phi i32 [ 0, %10 ], [ %47, %27 ]
  %31 = getelementptr inbounds i32, i32* %0, i32 %29
  %32 = load i32, i32* %31, align 4, !tbaa !3
  %33 = add nsw i32 %28, %32
  store i32 %33, i32* %31, align 4, !tbaa !3
  %34 = add nuw nsw i32 %29, 1
  %35 = getelementptr inbounds i32, i32* %0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !3
  %37 = add nsw i32 %33, %36
  store i32 %37, i32* %35, align 4, !tbaa !3
  %38 = add nuw nsw i32 %29, 2
  %39 = getelementptr inbounds i32, i32* %0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !3
  %41 = add nsw i32 %37, %40
  store i32 %41, i32* %39, align 4, !tbaa !3
  %42 = add nuw nsw i32 %29, 3
  %43 = getelementptr inbounds i32, i32* %0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !3
  %45 = add nsw i32 %41, %44
  store i32 %45, i32* %43, align 4, !tbaa !3
  %46 = add nuw nsw i32 %29, 4
  %47 = add i32 %30, 4
  %48 = icmp eq i32 %47, %11
  br i1 %48, label %12, label %27, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %29

1:                                                ; preds = %29
  %2 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i32 0, i32 0), align 4, !tbaa !3
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %2, %1 ], [ %16, %3 ]
  %5 = phi i32 [ 1, %1 ], [ %17, %3 ]
  %6 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %5
  %7 = load i32, i32* %6, align 4, !tbaa !3
  %8 = add nsw i32 %7, %4
  store i32 %8, i32* %6, align 4, !tbaa !3
  %9 = add nuw nsw i32 %5, 1
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !3
  %12 = add nsw i32 %11, %8
  store i32 %12, i32* %10, align 4, !tbaa !3
  %13 = add nuw nsw i32 %5, 2
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !3
  %16 = add nsw i32 %15, %12
  store i32 %16, i32* %14, align 4, !tbaa !3
  %17 = add nuw nsw i32 %5, 3
  %18 = icmp eq i32 %17, 64
  br i1 %18, label %19, label %3, !llvm.loop !16

19:                                               ; preds = %3
  %20 = xor i32 %2, -2128831035
  %21 = mul i32 %20, 16777619
  %22 = load i16, i16* getelementptr inbounds ([64 x i16], [64 x i16]* @h16, i32 0, i32 0), align 2, !tbaa !7
  %23 = zext i16 %22 to i32
  %24 = xor i32 %21, %23
  %25 = mul i32 %24, 16777619
  %26 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @h8, i32 0, i32 0), align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = xor i32 %25, %27
  br label %81

29:                                               ; preds = %0, %29
  %30 = phi i32 [ -1831433054, %0 ], [ %37, %29 ]
  %31 = phi i32 [ 0, %0 ], [ %79, %29 ]
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
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %38
  %43 = load i32, i32* %42, align 4, !tbaa !3
  %44 = add nsw i32 %43, %41
  store i32 %44, i32* %42, align 4, !tbaa !3
  %45 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %38
  %46 = load i16, i16* %45, align 2, !tbaa !7
  %47 = trunc i32 %41 to i16
  %48 = add i16 %46, %47
  store i16 %48, i16* %45, align 2, !tbaa !7
  %49 = lshr i32 %37, 24
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %38
  %51 = load i8, i8* %50, align 1, !tbaa !9
  %52 = trunc i32 %49 to i8
  %53 = xor i8 %51, %52
  store i8 %53, i8* %50, align 1, !tbaa !9
  %54 = lshr i32 %37, 6
  %55 = and i32 %54, 31
  %56 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %55, i32 0
  %57 = load i32, i32* %56, align 4, !tbaa !10
  %58 = add nsw i32 %57, %41
  store i32 %58, i32* %56, align 4, !tbaa !10
  %59 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %55, i32 1
  %60 = load i16, i16* %59, align 4, !tbaa !12
  %61 = sub i16 %60, %47
  store i16 %61, i16* %59, align 4, !tbaa !12
  %62 = and i32 %39, 7
  %63 = shl nuw nsw i32 1, %62
  %64 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %55, i32 2
  %65 = load i8, i8* %64, align 2, !tbaa !13
  %66 = trunc i32 %63 to i8
  %67 = or i8 %65, %66
  store i8 %67, i8* %64, align 2, !tbaa !13
  %68 = lshr i32 %37, 11
  %69 = urem i32 %68, 12
  %70 = lshr i32 %37, 15
  %71 = urem i32 %70, 19
  %72 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %69, i32 %71
  %73 = load i32, i32* %72, align 4, !tbaa !3
  %74 = add nsw i32 %73, %41
  store i32 %74, i32* %72, align 4, !tbaa !3
  %75 = add nuw nsw i32 %71, 1
  %76 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %69, i32 %75
  %77 = load i32, i32* %76, align 4, !tbaa !3
  %78 = xor i32 %77, %41
  store i32 %78, i32* %76, align 4, !tbaa !3
  %79 = add nuw nsw i32 %31, 1
  %80 = icmp eq i32 %79, 900
  br i1 %80, label %1, label %29, !llvm.loop !18

81:                                               ; preds = %101, %19
  %82 = phi i32 [ 1, %19 ], [ %115, %101 ]
  %83 = phi i32 [ %28, %19 ], [ %114, %101 ]
  %84 = mul i32 %83, 16777619
  %85 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %82
  %86 = load i32, i32* %85, align 4, !tbaa !3
  %87 = xor i32 %86, %84
  %88 = mul i32 %87, 16777619
  %89 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %82
  %90 = load i16, i16* %89, align 2, !tbaa !7
  %91 = zext i16 %90 to i32
  %92 = xor i32 %88, %91
  %93 = mul i32 %92, 16777619
  %94 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %82
  %95 = load i8, i8* %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i32
  %97 = xor i32 %93, %96
  %98 = mul i32 %97, 16777619
  %99 = add nuw nsw i32 %82, 1
  %100 = icmp eq i32 %99, 64
  br i1 %100, label %116, label %101, !llvm.loop !19

101:                                              ; preds = %81
  %102 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %99
  %103 = load i32, i32* %102, align 4, !tbaa !3
  %104 = xor i32 %103, %98
  %105 = mul i32 %104, 16777619
  %106 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %99
  %107 = load i16, i16* %106, align 2, !tbaa !7
  %108 = zext i16 %107 to i32
  %109 = xor i32 %105, %108
  %110 = mul i32 %109, 16777619
  %111 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %99
  %112 = load i8, i8* %111, align 1, !tbaa !9
  %113 = zext i8 %112 to i32
  %114 = xor i32 %110, %113
  %115 = add nuw nsw i32 %82, 2
  br label %81

116:                                              ; preds = %81, %116
  %117 = phi i32 [ %148, %116 ], [ 0, %81 ]
  %118 = phi i32 [ %147, %116 ], [ %98, %81 ]
  %119 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %117, i32 0
  %120 = load i32, i32* %119, align 4, !tbaa !10
  %121 = xor i32 %120, %118
  %122 = mul i32 %121, 16777619
  %123 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %117, i32 1
  %124 = load i16, i16* %123, align 4, !tbaa !12
  %125 = zext i16 %124 to i32
  %126 = xor i32 %122, %125
  %127 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %117, i32 2
  %128 = load i8, i8* %127, align 2, !tbaa !13
  %129 = zext i8 %128 to i32
  %130 = shl nuw nsw i32 %129, 16
  %131 = xor i32 %126, %130
  %132 = mul i32 %131, 16777619
  %133 = or i32 %117, 1
  %134 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %133, i32 0
  %135 = load i32, i32* %134, align 4, !tbaa !10
  %136 = xor i32 %135, %132
  %137 = mul i32 %136, 16777619
  %138 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %133, i32 1
  %139 = load i16, i16* %138, align 4, !tbaa !12
  %140 = zext i16 %139 to i32
  %141 = xor i32 %137, %140
  %142 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %133, i32 2
  %143 = load i8, i8* %142, align 2, !tbaa !13
  %144 = zext i8 %143 to i32
  %145 = shl nuw nsw i32 %144, 16
  %146 = xor i32 %141, %145
  %147 = mul i32 %146, 16777619
  %148 = add nuw nsw i32 %117, 2
  %149 = icmp eq i32 %148, 32
  br i1 %149, label %150, label %116, !llvm.loop !20

150:                                              ; preds = %116, %150
  %151 = phi i32 [ %233, %150 ], [ 0, %116 ]
  %152 = phi i32 [ %232, %150 ], [ %147, %116 ]
  %153 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 0
  %154 = load i32, i32* %153, align 4, !tbaa !3
  %155 = xor i32 %154, %152
  %156 = mul i32 %155, 16777619
  %157 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 1
  %158 = load i32, i32* %157, align 4, !tbaa !3
  %159 = xor i32 %158, %156
  %160 = mul i32 %159, 16777619
  %161 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 2
  %162 = load i32, i32* %161, align 4, !tbaa !3
  %163 = xor i32 %162, %160
  %164 = mul i32 %163, 16777619
  %165 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 3
  %166 = load i32, i32* %165, align 4, !tbaa !3
  %167 = xor i32 %166, %164
  %168 = mul i32 %167, 16777619
  %169 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 4
  %170 = load i32, i32* %169, align 4, !tbaa !3
  %171 = xor i32 %170, %168
  %172 = mul i32 %171, 16777619
  %173 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 5
  %174 = load i32, i32* %173, align 4, !tbaa !3
  %175 = xor i32 %174, %172
  %176 = mul i32 %175, 16777619
  %177 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 6
  %178 = load i32, i32* %177, align 4, !tbaa !3
  %179 = xor i32 %178, %176
  %180 = mul i32 %179, 16777619
  %181 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 7
  %182 = load i32, i32* %181, align 4, !tbaa !3
  %183 = xor i32 %182, %180
  %184 = mul i32 %183, 16777619
  %185 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 8
  %186 = load i32, i32* %185, align 4, !tbaa !3
  %187 = xor i32 %186, %184
  %188 = mul i32 %187, 16777619
  %189 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 9
  %190 = load i32, i32* %189, align 4, !tbaa !3
  %191 = xor i32 %190, %188
  %192 = mul i32 %191, 16777619
  %193 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 10
  %194 = load i32, i32* %193, align 4, !tbaa !3
  %195 = xor i32 %194, %192
  %196 = mul i32 %195, 16777619
  %197 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 11
  %198 = load i32, i32* %197, align 4, !tbaa !3
  %199 = xor i32 %198, %196
  %200 = mul i32 %199, 16777619
  %201 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 12
  %202 = load i32, i32* %201, align 4, !tbaa !3
  %203 = xor i32 %202, %200
  %204 = mul i32 %203, 16777619
  %205 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 13
  %206 = load i32, i32* %205, align 4, !tbaa !3
  %207 = xor i32 %206, %204
  %208 = mul i32 %207, 16777619
  %209 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 14
  %210 = load i32, i32* %209, align 4, !tbaa !3
  %211 = xor i32 %210, %208
  %212 = mul i32 %211, 16777619
  %213 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 15
  %214 = load i32, i32* %213, align 4, !tbaa !3
  %215 = xor i32 %214, %212
  %216 = mul i32 %215, 16777619
  %217 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 16
  %218 = load i32, i32* %217, align 4, !tbaa !3
  %219 = xor i32 %218, %216
  %220 = mul i32 %219, 16777619
  %221 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 17
  %222 = load i32, i32* %221, align 4, !tbaa !3
  %223 = xor i32 %222, %220
  %224 = mul i32 %223, 16777619
  %225 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 18
  %226 = load i32, i32* %225, align 4, !tbaa !3
  %227 = xor i32 %226, %224
  %228 = mul i32 %227, 16777619
  %229 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %151, i32 19
  %230 = load i32, i32* %229, align 4, !tbaa !3
  %231 = xor i32 %230, %228
  %232 = mul i32 %231, 16777619
  %233 = add nuw nsw i32 %151, 1
  %234 = icmp eq i32 %233, 12
  br i1 %234, label %235, label %150, !llvm.loop !21

235:                                              ; preds = %150
  %236 = and i32 %232, 2147483647
  ret i32 %236
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = !{!5, !5, i64 0}
!10 = !{!11, !4, i64 0}
!11 = !{!"cell", !4, i64 0, !8, i64 4, !5, i64 6}
!12 = !{!11, !8, i64 4}
!13 = !{!11, !5, i64 6}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
