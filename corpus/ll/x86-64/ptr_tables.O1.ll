; ModuleID = 'ptr_tables.c'
source_filename = "ptr_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.planet = type { i8*, i32, %struct.planet* }

@.str = private unnamed_addr constant [8 x i8] c"mercury\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"venus\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"earth\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"mars\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"jupiter\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"saturn\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"uranus\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"neptune\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ceres\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"pluto\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"eris\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"haumea\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"makemake\00", align 1
@names = dso_local global [13 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0)], align 16
@samples = dso_local global [32 x i32] [i32 5, i32 3, i32 9, i32 1, i32 4, i32 8, i32 2, i32 7, i32 6, i32 0, i32 11, i32 15, i32 13, i32 12, i32 14, i32 10, i32 21, i32 23, i32 20, i32 22, i32 19, i32 17, i32 18, i32 16, i32 31, i32 29, i32 30, i32 28, i32 26, i32 27, i32 25, i32 24], align 16
@windows = dso_local local_unnamed_addr global [6 x i32*] [i32* getelementptr inbounds ([32 x i32], [32 x i32]* @samples, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 16) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 36) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 64) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 100) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 112) to i32*)], align 16
@window_len = dso_local local_unnamed_addr constant [6 x i32] [i32 4, i32 5, i32 7, i32 9, i32 3, i32 4], align 16
@bodies = dso_local global [5 x %struct.planet] [%struct.planet { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i32 1, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 2, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 95, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 72) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 146, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 96) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 16, %struct.planet* null }], align 16
@by_moons = dso_local local_unnamed_addr global [5 x %struct.planet*] [%struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 96) to %struct.planet*), %struct.planet* getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 72) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*)], align 16
@name_cursor = dso_local local_unnamed_addr global i8** getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 0, i64 3), align 8
@main.keys = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], align 16
@.str.13 = private unnamed_addr constant [7 x i8] c"vulcan\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !2
  br label %53

2:                                                ; preds = %87
  store i32 %90, i32* @h, align 4, !tbaa !2
  %3 = load i8**, i8*** @name_cursor, align 8, !tbaa !6
  %4 = load i8*, i8** %3, align 8, !tbaa !6
  %5 = call i64 @strlen(i8* noundef %4) #2
  %6 = trunc i64 %5 to i32
  %7 = load i32, i32* @h, align 4, !tbaa !2
  %8 = xor i32 %7, %6
  %9 = mul i32 %8, 16777619
  store i32 %9, i32* @h, align 4, !tbaa !2
  br label %10

10:                                               ; preds = %14, %2
  %11 = phi i64 [ 0, %2 ], [ %15, %14 ]
  %12 = phi i64 [ 1, %2 ], [ %21, %14 ]
  %13 = trunc i64 %11 to i32
  br label %23

14:                                               ; preds = %44
  %15 = add nuw nsw i64 %11, 1
  %16 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %11
  %17 = load i8*, i8** %16, align 8, !tbaa !6
  %18 = sext i32 %50 to i64
  %19 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %18
  %20 = load i8*, i8** %19, align 8, !tbaa !6
  store i8* %20, i8** %16, align 8, !tbaa !6
  store i8* %17, i8** %19, align 8, !tbaa !6
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %15, 12
  br i1 %22, label %101, label %10, !llvm.loop !8

23:                                               ; preds = %44, %10
  %24 = phi i64 [ %12, %10 ], [ %51, %44 ]
  %25 = phi i32 [ %13, %10 ], [ %50, %44 ]
  %26 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %24
  %27 = load i8*, i8** %26, align 8, !tbaa !6
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %28
  %30 = load i8*, i8** %29, align 8, !tbaa !6
  %31 = load i8, i8* %27, align 1, !tbaa !11
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %44, label %33

33:                                               ; preds = %23, %39
  %34 = phi i8 [ %42, %39 ], [ %31, %23 ]
  %35 = phi i8* [ %41, %39 ], [ %30, %23 ]
  %36 = phi i8* [ %40, %39 ], [ %27, %23 ]
  %37 = load i8, i8* %35, align 1, !tbaa !11
  %38 = icmp eq i8 %34, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, i8* %36, i64 1
  %41 = getelementptr inbounds i8, i8* %35, i64 1
  %42 = load i8, i8* %40, align 1, !tbaa !11
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %33, !llvm.loop !12

44:                                               ; preds = %39, %33, %23
  %45 = phi i8* [ %30, %23 ], [ %35, %33 ], [ %41, %39 ]
  %46 = phi i8 [ %31, %23 ], [ %34, %33 ], [ %42, %39 ]
  %47 = load i8, i8* %45, align 1, !tbaa !11
  %48 = icmp ult i8 %46, %47
  %49 = trunc i64 %24 to i32
  %50 = select i1 %48, i32 %49, i32 %25
  %51 = add nuw nsw i64 %24, 1
  %52 = icmp eq i64 %51, 13
  br i1 %52, label %14, label %23, !llvm.loop !13

53:                                               ; preds = %0, %87
  %54 = phi i64 [ 0, %0 ], [ %91, %87 ]
  %55 = phi i32 [ %1, %0 ], [ %90, %87 ]
  %56 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i64 0, i64 %54
  %57 = load i8*, i8** %56, align 8, !tbaa !6
  br label %58

58:                                               ; preds = %84, %53
  %59 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 0, i64 0), %53 ], [ %85, %84 ]
  %60 = load i8*, i8** %59, align 8, !tbaa !6
  %61 = load i8, i8* %60, align 1, !tbaa !11
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %74, label %63

63:                                               ; preds = %58, %69
  %64 = phi i8 [ %72, %69 ], [ %61, %58 ]
  %65 = phi i8* [ %71, %69 ], [ %57, %58 ]
  %66 = phi i8* [ %70, %69 ], [ %60, %58 ]
  %67 = load i8, i8* %65, align 1, !tbaa !11
  %68 = icmp eq i8 %64, %67
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, i8* %66, i64 1
  %71 = getelementptr inbounds i8, i8* %65, i64 1
  %72 = load i8, i8* %70, align 1, !tbaa !11
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %74, label %63, !llvm.loop !12

74:                                               ; preds = %69, %63, %58
  %75 = phi i8* [ %57, %58 ], [ %65, %63 ], [ %71, %69 ]
  %76 = phi i8 [ %61, %58 ], [ %64, %63 ], [ %72, %69 ]
  %77 = load i8, i8* %75, align 1, !tbaa !11
  %78 = icmp eq i8 %76, %77
  br i1 %78, label %79, label %84

79:                                               ; preds = %74
  %80 = ptrtoint i8** %59 to i64
  %81 = sub i64 %80, ptrtoint ([13 x i8*]* @names to i64)
  %82 = lshr exact i64 %81, 3
  %83 = trunc i64 %82 to i32
  br label %87

84:                                               ; preds = %74
  %85 = getelementptr inbounds i8*, i8** %59, i64 1
  %86 = icmp ult i8** %85, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 1, i64 0)
  br i1 %86, label %58, label %87, !llvm.loop !14

87:                                               ; preds = %84, %79
  %88 = phi i32 [ %83, %79 ], [ -1, %84 ]
  %89 = xor i32 %55, %88
  %90 = mul i32 %89, 16777619
  %91 = add nuw nsw i64 %54, 1
  %92 = icmp eq i64 %91, 6
  br i1 %92, label %2, label %53, !llvm.loop !15

93:                                               ; preds = %150
  %94 = load i8**, i8*** @name_cursor, align 8, !tbaa !6
  %95 = load i8*, i8** %94, align 8, !tbaa !6
  %96 = call i64 @strlen(i8* noundef %95) #2
  %97 = trunc i64 %96 to i32
  %98 = load i32, i32* @h, align 4, !tbaa !2
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @h, align 4, !tbaa !2
  br label %160

101:                                              ; preds = %14, %150
  %102 = phi i64 [ %116, %150 ], [ 0, %14 ]
  %103 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %102
  %104 = load i8*, i8** %103, align 8, !tbaa !6
  %105 = load i8, i8* %104, align 1, !tbaa !11
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %115, label %107

107:                                              ; preds = %101, %107
  %108 = phi i8 [ %113, %107 ], [ %105, %101 ]
  %109 = phi i8* [ %110, %107 ], [ %104, %101 ]
  %110 = getelementptr inbounds i8, i8* %109, i64 1
  %111 = sext i8 %108 to i32
  %112 = call i32 @putchar(i32 noundef %111) #2
  %113 = load i8, i8* %110, align 1, !tbaa !11
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %115, label %107, !llvm.loop !16

115:                                              ; preds = %107, %101
  %116 = add nuw nsw i64 %102, 1
  %117 = icmp ult i64 %102, 12
  %118 = select i1 %117, i32 32, i32 10
  %119 = call i32 @putchar(i32 noundef %118) #2
  %120 = load i8*, i8** %103, align 8, !tbaa !6
  br label %121

121:                                              ; preds = %147, %115
  %122 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 0, i64 0), %115 ], [ %148, %147 ]
  %123 = load i8*, i8** %122, align 8, !tbaa !6
  %124 = load i8, i8* %123, align 1, !tbaa !11
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %137, label %126

126:                                              ; preds = %121, %132
  %127 = phi i8 [ %135, %132 ], [ %124, %121 ]
  %128 = phi i8* [ %134, %132 ], [ %120, %121 ]
  %129 = phi i8* [ %133, %132 ], [ %123, %121 ]
  %130 = load i8, i8* %128, align 1, !tbaa !11
  %131 = icmp eq i8 %127, %130
  br i1 %131, label %132, label %137

132:                                              ; preds = %126
  %133 = getelementptr inbounds i8, i8* %129, i64 1
  %134 = getelementptr inbounds i8, i8* %128, i64 1
  %135 = load i8, i8* %133, align 1, !tbaa !11
  %136 = icmp eq i8 %135, 0
  br i1 %136, label %137, label %126, !llvm.loop !12

137:                                              ; preds = %132, %126, %121
  %138 = phi i8* [ %120, %121 ], [ %128, %126 ], [ %134, %132 ]
  %139 = phi i8 [ %124, %121 ], [ %127, %126 ], [ %135, %132 ]
  %140 = load i8, i8* %138, align 1, !tbaa !11
  %141 = icmp eq i8 %139, %140
  br i1 %141, label %142, label %147

142:                                              ; preds = %137
  %143 = ptrtoint i8** %122 to i64
  %144 = sub i64 %143, ptrtoint ([13 x i8*]* @names to i64)
  %145 = lshr exact i64 %144, 3
  %146 = trunc i64 %145 to i32
  br label %150

147:                                              ; preds = %137
  %148 = getelementptr inbounds i8*, i8** %122, i64 1
  %149 = icmp ult i8** %148, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 1, i64 0)
  br i1 %149, label %121, label %150, !llvm.loop !14

150:                                              ; preds = %147, %142
  %151 = phi i32 [ %146, %142 ], [ -1, %147 ]
  %152 = mul i32 %151, 31
  %153 = load i8, i8* %120, align 1, !tbaa !11
  %154 = zext i8 %153 to i32
  %155 = add i32 %152, %154
  %156 = load i32, i32* @h, align 4, !tbaa !2
  %157 = xor i32 %155, %156
  %158 = mul i32 %157, 16777619
  store i32 %158, i32* @h, align 4, !tbaa !2
  %159 = icmp eq i64 %116, 13
  br i1 %159, label %93, label %101, !llvm.loop !17

160:                                              ; preds = %93, %164
  %161 = phi i32 [ 0, %93 ], [ %165, %164 ]
  %162 = phi i32 [ %100, %93 ], [ %184, %164 ]
  br label %167

163:                                              ; preds = %164
  store i32 %184, i32* @h, align 4, !tbaa !2
  br label %201

164:                                              ; preds = %176
  %165 = add nuw nsw i32 %161, 1
  %166 = icmp eq i32 %165, 12
  br i1 %166, label %163, label %160, !llvm.loop !18

167:                                              ; preds = %160, %176
  %168 = phi i64 [ 0, %160 ], [ %185, %176 ]
  %169 = phi i32 [ %162, %160 ], [ %184, %176 ]
  %170 = getelementptr inbounds [6 x i32*], [6 x i32*]* @windows, i64 0, i64 %168
  %171 = load i32*, i32** %170, align 8, !tbaa !6
  %172 = getelementptr inbounds [6 x i32], [6 x i32]* @window_len, i64 0, i64 %168
  %173 = load i32, i32* %172, align 4, !tbaa !2
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds i32, i32* %171, i64 %174
  br label %187

176:                                              ; preds = %187
  %177 = xor i32 %169, %191
  %178 = mul i32 %177, 16777619
  %179 = ptrtoint i32* %171 to i64
  %180 = sub i64 %179, ptrtoint ([32 x i32]* @samples to i64)
  %181 = lshr exact i64 %180, 2
  %182 = trunc i64 %181 to i32
  %183 = xor i32 %178, %182
  %184 = mul i32 %183, 16777619
  %185 = add nuw nsw i64 %168, 1
  %186 = icmp eq i64 %185, 6
  br i1 %186, label %164, label %167, !llvm.loop !19

187:                                              ; preds = %167, %187
  %188 = phi i32* [ %195, %187 ], [ %171, %167 ]
  %189 = phi i32 [ %191, %187 ], [ 0, %167 ]
  %190 = load i32, i32* %188, align 4, !tbaa !2
  %191 = add nsw i32 %190, %189
  %192 = mul nsw i32 %190, 5
  %193 = add nsw i32 %192, %161
  %194 = srem i32 %193, 37
  store i32 %194, i32* %188, align 4, !tbaa !2
  %195 = getelementptr inbounds i32, i32* %188, i64 1
  %196 = icmp ult i32* %195, %175
  br i1 %196, label %187, label %176, !llvm.loop !20

197:                                              ; preds = %201
  %198 = load i32, i32* @h, align 4, !tbaa !2
  %199 = xor i32 %198, %211
  %200 = mul i32 %199, 16777619
  store i32 %200, i32* @h, align 4, !tbaa !2
  br label %218

201:                                              ; preds = %163, %201
  %202 = phi %struct.planet* [ getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i64 0, i64 0), %163 ], [ %213, %201 ]
  %203 = phi i32 [ 0, %163 ], [ %211, %201 ]
  %204 = getelementptr inbounds %struct.planet, %struct.planet* %202, i64 0, i32 1
  %205 = load i32, i32* %204, align 8, !tbaa !21
  %206 = getelementptr inbounds %struct.planet, %struct.planet* %202, i64 0, i32 0
  %207 = load i8*, i8** %206, align 8, !tbaa !23
  %208 = call i64 @strlen(i8* noundef %207) #2
  %209 = trunc i64 %208 to i32
  %210 = mul nsw i32 %205, %209
  %211 = add nsw i32 %210, %203
  %212 = getelementptr inbounds %struct.planet, %struct.planet* %202, i64 0, i32 2
  %213 = load %struct.planet*, %struct.planet** %212, align 8, !tbaa !24
  %214 = icmp eq %struct.planet* %213, null
  br i1 %214, label %197, label %201, !llvm.loop !25

215:                                              ; preds = %236
  %216 = load i32, i32* @h, align 4, !tbaa !2
  %217 = and i32 %216, 2147483647
  ret i32 %217

218:                                              ; preds = %197, %236
  %219 = phi i64 [ 0, %197 ], [ %222, %236 ]
  %220 = phi i64 [ 1, %197 ], [ %238, %236 ]
  %221 = phi i32 [ %200, %197 ], [ %237, %236 ]
  %222 = add nuw nsw i64 %219, 1
  %223 = getelementptr inbounds [5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 %219
  %224 = load %struct.planet*, %struct.planet** %223, align 8, !tbaa !6
  %225 = getelementptr inbounds %struct.planet, %struct.planet* %224, i64 0, i32 1
  %226 = load i32, i32* %225, align 8, !tbaa !21
  %227 = getelementptr inbounds [5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 %220
  %228 = load %struct.planet*, %struct.planet** %227, align 8, !tbaa !6
  %229 = getelementptr inbounds %struct.planet, %struct.planet* %228, i64 0, i32 1
  %230 = load i32, i32* %229, align 8, !tbaa !21
  %231 = icmp sgt i32 %226, %230
  br i1 %231, label %232, label %236

232:                                              ; preds = %218
  %233 = trunc i64 %219 to i32
  %234 = xor i32 %221, %233
  %235 = mul i32 %234, 16777619
  store i32 %235, i32* @h, align 4, !tbaa !2
  br label %236

236:                                              ; preds = %218, %232
  %237 = phi i32 [ %221, %218 ], [ %235, %232 ]
  %238 = add nuw nsw i64 %220, 1
  %239 = icmp eq i64 %222, 4
  br i1 %239, label %215, label %218, !llvm.loop !26
}

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !4, i64 0}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!4, !4, i64 0}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10}
!21 = !{!22, !3, i64 8}
!22 = !{!"planet", !7, i64 0, !3, i64 8, !7, i64 16}
!23 = !{!22, !7, i64 0}
!24 = !{!22, !7, i64 16}
!25 = distinct !{!25, !9, !10}
!26 = distinct !{!26, !9, !10}
